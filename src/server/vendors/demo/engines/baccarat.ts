/**
 * "Baccarat (demo)": punto banco with the standard tableau (baccarat-tableau.ts).
 *
 * Shoe: every round deals from its own freshly shuffled 8-deck shoe (416 cards). Drawing a uniform
 * card index and redrawing any index already dealt this round gives exactly the top cards of a
 * uniform shuffle, without shuffling 416 cards per round. No shoe carries over between rounds, so
 * nothing can be counted and a round is reproducible from its own random stream (recall).
 *
 * Bets (any of the three in one round, each within the limits): PLAYER pays 1 to 1, BANKER pays 1 to
 * 1 less 5% commission, TIE pays 8 to 1; player and banker bets push on a tie. Banker commission in
 * integer minor units: profit = floor(stake × 95 / 100), so it is exact for stakes that are multiples
 * of 20 and at most 1 minor unit lower otherwise (in the house's favour, stated in the rules).
 *
 * Stated RTP (exact for 8 decks, baccarat-odds.ts): banker 98.94%, player 98.76%, tie 85.64%. The
 * game's headline RTP is the banker's. Standard deviation per unit staked: player ≈ 0.95, banker
 * ≈ 0.93, tie ≈ 2.64; baccarat.sim.test.ts plays 7,000,000 rounds with all three bets, a standard
 * error of ≈ 0.1 pp for the tie (5 standard errors inside the 0.5 pp bound).
 */
import * as betting from './baccarat-bets';
import type { BaccaratBet, BaccaratBets } from './baccarat-bets';
import * as engine from './engine';
import type { BaseRules, Engine, Outcome } from './engine';
import type { Rng } from './rng';
import * as tableau from './baccarat-tableau';
import type { CoupResult, Dealer } from './baccarat-tableau';

// Local copies: some module loaders (tsx, vitest) turn every read of an import into a getter call.
const { playCoup } = tableau;
const { parseBets, settleBets, BACCARAT_BETS } = betting;
const { asRecord } = engine;

export interface BaccaratRules extends BaseRules {
  decks: number;
  /** Stated RTP per bet, percent with two decimals. */
  betRtpPercent: Record<BaccaratBet, number>;
  /** Net odds paid on a win, as numerator and denominator: banker 95/100, player 1/1, tie 8/1. */
  payouts: Record<BaccaratBet, { numerator: number; denominator: number }>;
  commissionRounding: 'down';
}

export interface BaccaratInput {
  bets: BaccaratBets;
}

export interface BaccaratDetails {
  /** Cards as rank + suit, rank in A23456789TJQK, suit in SHDC: e.g. "TH" is the ten of hearts. */
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  result: CoupResult;
  bets: BaccaratBets;
  /** What each bet paid back, its stake included (a push pays the stake back). */
  returns: BaccaratBets;
}

const DECKS = 8;
const SHOE = 52 * DECKS;
const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';

export const baccaratRules: BaccaratRules = {
  code: 'demo-baccarat',
  name: 'Baccarat (demo)',
  demo: true,
  rtpPercent: 98.94,
  minBet: betting.MIN_BET,
  maxBet: betting.MAX_BET,
  decks: DECKS,
  betRtpPercent: { banker: 98.94, player: 98.76, tie: 85.64 },
  payouts: {
    player: { numerator: 1, denominator: 1 },
    banker: { numerator: 95, denominator: 100 },
    tie: { numerator: 8, denominator: 1 },
  },
  commissionRounding: 'down',
};

function parseBaccaratInput(raw: unknown): BaccaratInput {
  return { bets: parseBets(asRecord(raw).bets) };
}

/** Baccarat value of a card index in the shoe: aces 1, two to nine face value, tens and faces 0. */
const cardValue = (card: number): number => {
  const rank = card % 13;
  return rank >= 9 ? 0 : rank + 1;
};
const CARD_NAMES = Array.from({ length: 52 }, (_, card) => `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`);
const cardName = (card: number): string => CARD_NAMES[card % 52] ?? '?';

/** This round's own 8-deck shoe: a uniform card index, redrawn if this round dealt it already. */
class RoundShoe implements Dealer<number> {
  private readonly dealt: number[] = [];

  constructor(private readonly rng: Rng) {}

  draw(): number {
    for (;;) {
      const card = this.rng.int(SHOE);
      if (!this.dealt.includes(card)) {
        this.dealt.push(card);
        return card;
      }
    }
  }
}

function playBaccarat(rng: Rng, input: BaccaratInput): Outcome<BaccaratDetails> {
  const { bets: placed } = parseBaccaratInput(input);
  const coup = playCoup(new RoundShoe(rng), cardValue);
  const { stake, win, returns } = settleBets(placed, coup.result);
  const { playerTotal, bankerTotal, natural, result } = coup;
  const player = coup.player.map(cardName);
  const banker = coup.banker.map(cardName);
  const details = { player, banker, playerTotal, bankerTotal, natural, result, bets: placed, returns };
  return { stake, win, details };
}

function describeBaccarat(outcome: Outcome<BaccaratDetails>): string {
  const d = outcome.details;
  const bets = BACCARAT_BETS.filter((bet) => d.bets[bet] !== undefined)
    .map((bet) => `${bet} ${d.bets[bet]} → ${d.returns[bet]}`)
    .join(', ');
  return (
    `Baccarat: player ${d.player.join(' ')} (${d.playerTotal}), banker ${d.banker.join(' ')} ` +
    `(${d.bankerTotal}), ${d.result === 'tie' ? 'tie' : `${d.result} wins`}${d.natural ? ' (natural)' : ''}; ${bets}`
  );
}

export const baccaratEngine: Engine<BaccaratRules, BaccaratInput, BaccaratDetails> = {
  rules: baccaratRules,
  parseInput: parseBaccaratInput,
  play: playBaccarat,
  describe: describeBaccarat,
};
