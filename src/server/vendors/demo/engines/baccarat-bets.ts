/**
 * The three baccarat bets: validation and settlement in integer minor units. PLAYER pays 1 to 1,
 * BANKER 0.95 to 1 with the commission's fraction of a minor unit rounded down (exact for stakes that
 * are multiples of 20), TIE 8 to 1; player and banker bets push on a tie.
 */
import * as engine from './engine';
import { EngineError } from './engine';
import type { CoupResult } from './baccarat-tableau';

// Local copies: some module loaders (tsx, vitest) turn every read of an import into a getter call.
const { asRecord, checkAmount } = engine;

export const BACCARAT_BETS = ['player', 'banker', 'tie'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];
export type BaccaratBets = Partial<Record<BaccaratBet, number>>;

export const MIN_BET = 100;
export const MAX_BET = 1_000_000;

function amountOf(bets: Record<string, unknown>, bet: BaccaratBet): number | undefined {
  const value = bets[bet];
  return value === undefined ? undefined : checkAmount(value, MIN_BET, MAX_BET, `bets.${bet}`);
}

/** The bets of an untrusted input: at least one of player, banker and tie, each within the limits. */
export function parseBets(raw: unknown): BaccaratBets {
  const bets = asRecord(raw);
  const unknown = Object.keys(bets).find((key) => key !== 'player' && key !== 'banker' && key !== 'tie');
  if (unknown !== undefined) throw new EngineError('invalid_selection', `unknown bet ${unknown}`);
  const player = amountOf(bets, 'player');
  const banker = amountOf(bets, 'banker');
  const tie = amountOf(bets, 'tie');
  if (player === undefined && banker === undefined && tie === undefined) {
    throw new EngineError('no_bet', 'place at least one bet');
  }
  const parsed: BaccaratBets = {};
  if (player !== undefined) parsed.player = player;
  if (banker !== undefined) parsed.banker = banker;
  if (tie !== undefined) parsed.tie = tie;
  return parsed;
}

/** What a bet of `stake` pays back after a coup ending in `result`, its stake included. */
export function betReturn(bet: BaccaratBet, stake: number, result: CoupResult): number {
  if (bet === 'tie') return result === 'tie' ? stake * 9 : 0;
  if (result === 'tie') return stake;
  if (result !== bet) return 0;
  return bet === 'player' ? stake * 2 : stake + Math.floor((stake * 95) / 100);
}

export interface Settlement {
  stake: number;
  win: number;
  /** What each placed bet paid back. */
  returns: BaccaratBets;
}

export function settleBets(bets: BaccaratBets, result: CoupResult): Settlement {
  const returns: BaccaratBets = {};
  let stake = 0;
  let win = 0;
  if (bets.player !== undefined) {
    returns.player = betReturn('player', bets.player, result);
    stake += bets.player;
    win += returns.player;
  }
  if (bets.banker !== undefined) {
    returns.banker = betReturn('banker', bets.banker, result);
    stake += bets.banker;
    win += returns.banker;
  }
  if (bets.tie !== undefined) {
    returns.tie = betReturn('tie', bets.tie, result);
    stake += bets.tie;
    win += returns.tie;
  }
  return { stake, win, returns };
}
