import type { RoundStatus } from '../../db/schema/seamless';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../ledger/repository';
import * as rounds from './round-repository';
import type { CallContext } from './service';

/** Round bookkeeping shared by bets, wins, refunds and end-round calls. */

/**
 * Why the round refused a booking (a bet or win's seamless_money_call): not_found or another player's (conflict)
 * thrown by existingRound, else no longer open (round_closed, returned for the caller to throw).
 */
export async function roundRefusal(tx: Tx, ctx: CallContext, roundId: string, memberId: number): Promise<AppError> {
  const round = await existingRound(tx, ctx, roundId, memberId);
  return new AppError('round_closed', `The round is already ${round.status}`);
}

/** The round under its row lock; not_found when the vendor never opened it. */
export async function existingRound(tx: Tx, ctx: CallContext, roundId: string, memberId: number): Promise<rounds.RoundRow> {
  const round = await rounds.lockRound(tx, { merchantId: ctx.merchantId, vendorCode: ctx.vendorCode, roundId });
  if (!round) throw new AppError('not_found', 'Unknown round');
  if (round.memberId !== memberId) throw new AppError('conflict', 'The round belongs to another player');
  return round;
}

/** A closed round whose every stake was refunded and that paid nothing counts as refunded. */
function closedStatus(totals: { totalBet: number; totalWin: number; totalRefunded: number }): RoundStatus {
  return totals.totalBet === 0 && totals.totalWin === 0 && totals.totalRefunded > 0 ? 'refunded' : 'settled';
}

/** Settles the round (its totals as they stand): refunded when nothing stayed staked or won. */
export async function closeRound(tx: Tx, ctx: CallContext, round: rounds.RoundRow): Promise<void> {
  await rounds.updateRound(tx, ctx.merchantId, round.id, { status: closedStatus(round), closedAt: new Date(ctx.now) });
}

/**
 * A refunded stake leaves the round's bets. A round left with nothing staked and nothing won is
 * refunded (and closed); otherwise its status stays.
 */
export async function refundFromRound(tx: Tx, ctx: CallContext, round: rounds.RoundRow, amount: number): Promise<void> {
  const totalBet = round.totalBet - amount;
  const totalRefunded = round.totalRefunded + amount;
  const emptied = totalBet === 0 && round.totalWin === 0;
  await rounds.updateRound(tx, ctx.merchantId, round.id, {
    totalBet,
    totalRefunded,
    ...(emptied ? { status: 'refunded' as const, closedAt: round.closedAt ?? new Date(ctx.now) } : {}),
  });
}
