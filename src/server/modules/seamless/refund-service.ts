import { AppError } from '../../lib/app-error';
import type { Tx } from '../ledger/repository';
import { reverse } from '../ledger/service';
import { returnContribution } from './jackpot-pool';
import * as rounds from './round-repository';
import { existingRound, refundFromRound } from './round-service';
import type { RefundBody, WalletAnswer } from './schemas';
import { assertCurrency, contentHash, ledgerKeyOf, nothingMoved, once, type CallContext } from './service';

/**
 * Rolls a bet back by reversing its ledger transfer (settlement → player), once, and takes the
 * bet's jackpot contribution back from the pool as far as the pool still holds it. A refund of a bet
 * we never received succeeds without moving money and leaves a marker under the bet's id, so the
 * late bet is refused (bet_refunded). Refunding an already refunded bet succeeds and moves nothing.
 */
export async function refundBet(ctx: CallContext, body: RefundBody): Promise<WalletAnswer> {
  assertCurrency(ctx, body.currency);
  const memberId = Number(body.playerId);
  const call = { kind: 'refund' as const, transactionId: body.transactionId, roundId: body.roundId, memberId, amount: body.amount, requestHash: contentHash('refund', body) };
  return once(ctx, call, async (tx) => {
    const bet = await betToRefund(tx, ctx, body, memberId);
    if (!bet) return nothingMoved;
    // Round before ledger, as bets and wins do: one lock order, no deadlock.
    const round = await existingRound(tx, ctx, body.roundId, memberId);
    const reversed = await reverse(tx, {
      merchantId: ctx.merchantId,
      transferId: bet.transferId ?? 0,
      idempotencyKey: ledgerKeyOf(ctx, body.transactionId),
      actor: `vendor:${ctx.vendorCode}`,
      reason: `refund ${body.transactionId}`,
    });
    await returnContribution(tx, ctx, { ...body, bet });
    await rounds.markRefunded(tx, ctx.merchantId, bet.id, body.transactionId);
    await refundFromRound(tx, ctx, round, bet.amount);
    return { transferId: reversed.transferId, balance: reversed.creditBalanceAfter };
  });
}

/**
 * The bet to roll back, under its row lock; undefined when there is nothing to move (unknown bet,
 * now marked, or one refunded already). The marker insert waits for a bet of that id in flight.
 */
async function betToRefund(tx: Tx, ctx: CallContext, body: RefundBody, memberId: number): Promise<rounds.TransactionRow | undefined> {
  const key = { merchantId: ctx.merchantId, vendorCode: ctx.vendorCode, transactionId: body.betTransactionId };
  const marker = { ...key, kind: 'void' as const, roundId: body.roundId, memberId, amount: body.amount, requestHash: 'void', createdAt: new Date(ctx.now) };
  if (await rounds.claimTransaction(tx, marker)) return undefined;
  const bet = await rounds.findTransaction(tx, key, true);
  if (!bet) throw new Error('a claimed seamless transaction vanished');
  if (bet.kind === 'void' || bet.refundedBy !== null) return undefined;
  if (bet.kind !== 'bet' || bet.transferId === null) throw new AppError('validation_failed', 'Only bets can be refunded', { betTransactionId: 'not_a_bet' });
  if (bet.memberId !== memberId || bet.roundId !== body.roundId || bet.amount !== body.amount) {
    throw new AppError('validation_failed', 'The refund does not match the bet', { betTransactionId: 'mismatch' });
  }
  return bet;
}
