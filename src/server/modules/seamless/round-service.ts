import type { RoundStatus } from '../../db/schema/seamless';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../ledger/repository';
import * as rounds from './round-repository';
import type { CallContext } from './service';

/** Round bookkeeping shared by bets, wins, refunds and end-round calls. */

/**
 * Books a stake or a win on the round (opened when new) and returns it under its row lock. Only
 * the player's own open round takes it: a refusal throws, which rolls the booking back too.
 */
export async function bookOnRound(tx: Tx, ctx: CallContext, call: { roundId: string; memberId: number; gameNodeId: string | null; bet?: number; win?: number }): Promise<rounds.RoundRow> {
  const round = await rounds.addToRound(tx, {
    merchantId: ctx.merchantId,
    vendorCode: ctx.vendorCode,
    roundId: call.roundId,
    memberId: call.memberId,
    gameNodeId: call.gameNodeId,
    currency: ctx.currency,
    totalBet: call.bet ?? 0,
    totalWin: call.win ?? 0,
    openedAt: new Date(ctx.now),
  });
  if (round.memberId !== call.memberId) throw new AppError('conflict', 'The round belongs to another player');
  if (round.status !== 'open') throw new AppError('round_closed', `The round is already ${round.status}`);
  return round;
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
