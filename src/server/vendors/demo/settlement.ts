import { STALE_PENDING_MS, type VendorContext } from './context';
import * as repo from './repository';
import type { CallResult } from '../kit/wallet';

/**
 * Finishing a round at the platform: crediting its win, or rolling its bet back. The outcome was
 * decided and stored before the bet, so settling never needs the player's browser: the live request
 * tries once, and the sweeper keeps trying for any round left behind (window closed, platform down,
 * process restarted). Both calls are idempotent at the platform by transaction id.
 */

export const betTransactionOf = (roundId: string) => `${roundId}-bet`;
const winTransactionOf = (roundId: string) => `${roundId}-win`;
const refundTransactionOf = (roundId: string) => `${roundId}-refund`;

function failure(result: CallResult): string {
  return result.kind === 'refused' ? `refused: ${result.code}` : result.kind === 'unknown' ? result.error : '';
}

/**
 * Credits the round's win (0 closes a lost round); a jackpot round also asks the platform to pay its
 * jackpot pool. True once the platform confirmed it.
 */
export async function creditWin(ctx: VendorContext, round: repo.RoundRow): Promise<CallResult> {
  const result = await ctx.wallet.call(round.merchantCode, round.vendorCode, 'win', {
    playerId: round.playerId,
    transactionId: winTransactionOf(round.roundId),
    roundId: round.roundId,
    amount: round.win,
    currency: round.currency,
    endRound: true,
    ...(round.jackpot ? { jackpot: true } : {}),
  });
  if (result.kind === 'ok') {
    const jackpotWin = typeof result.value.jackpotAmount === 'number' ? result.value.jackpotAmount : 0;
    await repo.moveRound(ctx.db, round.roundId, ['bet_placed'], { status: 'settled', settledAt: new Date(ctx.now()), lastError: null, jackpotWin });
  } else {
    await repo.noteAttempt(ctx.db, round.roundId, `win ${failure(result)}`);
  }
  return result;
}

/**
 * Rolls back a bet whose answer never came. The platform treats a refund of a bet it never saw
 * as a no-op that refuses the bet if it arrives late, so either way no stake stays taken.
 */
export async function refundBet(ctx: VendorContext, round: repo.RoundRow): Promise<CallResult> {
  const result = await ctx.wallet.call(round.merchantCode, round.vendorCode, 'refund', {
    playerId: round.playerId,
    transactionId: refundTransactionOf(round.roundId),
    betTransactionId: betTransactionOf(round.roundId),
    roundId: round.roundId,
    amount: round.stake,
    currency: round.currency,
  });
  if (result.kind === 'ok') {
    await repo.moveRound(ctx.db, round.roundId, ['pending'], { status: 'refunded', settledAt: new Date(ctx.now()), lastError: null });
  } else {
    await repo.noteAttempt(ctx.db, round.roundId, `refund ${failure(result)}`);
  }
  return result;
}

export interface SweepReport {
  settled: number;
  refunded: number;
  failed: number;
}

/** One pass over the rounds left unfinished: wins are retried, stale pending bets refunded. */
export async function sweep(ctx: VendorContext, batch = 100): Promise<SweepReport> {
  const report: SweepReport = { settled: 0, refunded: 0, failed: 0 };
  const now = ctx.now();
  const rounds = await repo.unfinishedRounds(ctx.db, new Date(now - STALE_PENDING_MS), batch);
  for (const round of rounds) {
    const result = round.status === 'bet_placed' ? await creditWin(ctx, round) : await refundBet(ctx, round);
    if (result.kind !== 'ok') report.failed += 1;
    else if (round.status === 'bet_placed') report.settled += 1;
    else report.refunded += 1;
  }
  await repo.deleteExpiredSessions(ctx.db, new Date(now));
  return report;
}
