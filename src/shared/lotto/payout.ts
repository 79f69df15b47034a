import { dice3BetSchema, dice3Expectation, DICE3_DEFAULTS, dice3Lines } from './dice3';
import type { LottoResult } from './draw';
import type { GameDef } from './games';
import { type LottoSettings, payFloor, rebateOf } from './money';
import { quick5BetSchema, QUICK5_DEFAULTS, quick5Expectation, quick5Lines } from './quick5';
import { sea4dBetSchema, SEA4D_DEFAULTS, sea4dExpectation, sea4dLines } from './sea4d';
import { vnBetSchema, vnDefaults, vnExpectation, vnLines } from './vn';

/**
 * Settlement of a bet and the return to player of each bet type.
 *
 * payoutOf = floor(stake × Σ over winning lines of hits × odds[key] / divisor), in integer minor
 * units (money.ts): the divisor is 1 except for SEA4D boxes (their permutations). The bet is parsed
 * again with its game's strict schema, so a malformed bet is refused rather than paid, and a winning
 * line whose odds key the settings lack throws rather than paying 0. The rebate
 * (rebateOfBet) is paid whatever the outcome and is not part of the payout.
 *
 * RTP of a bet type = its expected payout per 1 staked at the given odds + rebate percent / 100.
 */
function mismatch(game: GameDef, result: LottoResult): never {
  throw new Error(`a ${result.family} result does not settle ${game.code}`);
}

export function payoutOf(game: GameDef, result: LottoResult, bet: unknown, settings: LottoSettings): number {
  if (result.family !== game.family) mismatch(game, result);
  switch (result.family) {
    case 'VN': {
      const b = vnBetSchema.parse(bet);
      return payFloor(b.stake, vnLines(result, b), settings.odds);
    }
    case 'QUICK5': {
      const b = quick5BetSchema.parse(bet);
      return payFloor(b.stake, quick5Lines(result, b), settings.odds);
    }
    case 'DICE3': {
      const b = dice3BetSchema.parse(bet);
      return payFloor(b.stake, dice3Lines(result, b), settings.odds);
    }
    case 'SEA4D': {
      const b = sea4dBetSchema.parse(bet);
      const { lines, divisor } = sea4dLines(result, b);
      return payFloor(b.stake, lines, settings.odds, divisor);
    }
  }
}

export const rebateOfBet = (bet: { type: string; stake: number }, settings: LottoSettings): number =>
  rebateOf(bet.stake, settings.rebatePercent[bet.type] ?? 0);

export function defaultSettingsOf(game: GameDef): LottoSettings {
  switch (game.family) {
    case 'VN':
      return vnDefaults(game.region ?? 'NORTH');
    case 'QUICK5':
      return QUICK5_DEFAULTS;
    case 'DICE3':
      return DICE3_DEFAULTS;
    case 'SEA4D':
      return SEA4D_DEFAULTS;
  }
}

export interface RtpRow {
  betType: string;
  /** Set where the return depends on the pick (DICE3 SUM by total). */
  pick: string | undefined;
  /** Expected return per 1 staked, rebate included (0.95 is 95 %). */
  rtp: number;
}

export function rtpOf(game: GameDef, settings: LottoSettings = defaultSettingsOf(game)): RtpRow[] {
  const rows =
    game.family === 'VN'
      ? vnExpectation(game.region ?? 'NORTH', settings)
      : game.family === 'QUICK5'
        ? quick5Expectation(settings)
        : game.family === 'DICE3'
          ? dice3Expectation(settings)
          : sea4dExpectation(settings);
  return rows.map((r) => ({ betType: r.betType, pick: r.pick, rtp: r.value + (settings.rebatePercent[r.betType] ?? 0) / 100 }));
}
