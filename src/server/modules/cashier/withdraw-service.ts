import type { Approval } from '@shared/api/approvals';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/sql-state';
import { balanceOf, transfer } from '../ledger/service';
import { bonusLocked } from '../promotions/bonus-service';
import { vipWithdrawMax } from '../promotions/vip-service';
import type { Tx } from '../ledger/repository';
import type { Merchant } from '../merchant/directory';
import { closeOpenApprovals, fileApproval, needsSecondApproval } from '../approvals/request';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { checkCurrency, toMinorUnits, type AmountInput } from './amount';
import { checkPaymentPassword } from './payee-service';
import { cashierOf } from './settings';
import * as repo from './withdraw-repository';

export interface WithdrawRequest {
  payeeId: number;
  amount: AmountInput;
  currency?: string | undefined;
  paymentPassword: string;
}

export interface WithdrawalView {
  id: number;
  payeeId: number;
  amount: number;
  currency: string;
  status: 'PENDING' | 'PAID' | 'REJECTED';
  createdAt: string;
  decidedAt: string | null;
  /** The player's answer after payment; RECEIVED also when the confirmation window ran out. */
  confirmation: 'RECEIVED' | 'NOT_RECEIVED' | 'FULLY_RECEIVED' | null;
}

export function viewOf(row: repo.WithdrawalRow): WithdrawalView {
  const { id, payeeId, amount, currency, status } = row;
  return { id, payeeId, amount, currency, status, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null, confirmation: row.confirmation ?? null };
}

/**
 * Turnover rule: bets since the last deposit must reach multiplier × that deposit; and while a bonus's
 * wagering requirement is open, the bonus and its winnings stay out of a withdrawal (bonusLocked).
 */
export async function turnoverOf(db: Db, merchant: Merchant, memberId: number): Promise<{ required: number; done: number; bonusLocked: number }> {
  const multiplier = cashierOf(merchant).turnoverMultiplier;
  const [deposit, bonusHeld] = await Promise.all([multiplier > 0 ? repo.lastDeposit(db, merchant.id, memberId) : undefined, bonusLocked(db, merchant, memberId)]);
  if (!deposit) return { required: 0, done: 0, bonusLocked: bonusHeld };
  return { required: deposit.amount * multiplier, done: await repo.betsSince(db, merchant.id, memberId, deposit.id), bonusLocked: bonusHeld };
}

/** Checks everything, then holds the funds (main → withdrawal_hold) with the request, atomically. */
/** A retried request (same Idempotency-Key) answers the first withdrawal; other content under the key is refused. */
function replayOf(existing: repo.WithdrawalRow, payeeId: number, amount: number): WithdrawalView {
  if (existing.payeeId !== payeeId || existing.amount !== amount) {
    throw new AppError('idempotency_conflict', 'This idempotency key was used for a different withdrawal');
  }
  return viewOf(existing);
}

export async function requestWithdrawal(db: Db, merchant: Merchant, memberId: number, request: WithdrawRequest, clientKey?: string): Promise<WithdrawalView> {
  const { code: currency, decimals } = merchant.config.currency;
  checkCurrency(request.currency, currency);
  const amount = toMinorUnits(request.amount, decimals);
  if (clientKey) {
    const existing = await repo.findWithdrawalByClientKey(db, merchant.id, memberId, clientKey);
    if (existing) return replayOf(existing, request.payeeId, amount);
  }
  const rules = cashierOf(merchant);
  // A VIP level may allow more than the cashier's own limit.
  const maxAmount = await vipWithdrawMax(db, merchant, memberId, rules.withdrawMaxAmount);
  if (amount < rules.withdrawMinAmount || amount > maxAmount) {
    throw new AppError('amount_out_of_range', `Amount must be between ${rules.withdrawMinAmount} and ${maxAmount} minor units`, { amount: 'out_of_range' });
  }
  const payee = await repo.findPayee(db, merchant.id, memberId, request.payeeId);
  if (!payee) throw new AppError('not_found', 'No such payee', { payeeId: 'not_found' });
  await checkPaymentPassword(db, memberId, request.paymentPassword);
  const turnover = await turnoverOf(db, merchant, memberId);
  if (turnover.done < turnover.required) {
    throw new AppError('turnover_not_met', `Turnover ${turnover.done} of ${turnover.required} reached`, { amount: 'turnover_not_met' });
  }
  if (turnover.bonusLocked > 0) {
    const balance = await balanceOf(db, merchant.id, currency, { kind: 'player_main', memberId });
    if (amount > balance - turnover.bonusLocked) throw new AppError('turnover_not_met', `${turnover.bonusLocked} is held until bonus wagering is met`, { amount: 'bonus_wagering_open' });
  }
  return db
    .transaction(async (tx) => {
      const row = await repo.insertWithdrawal(tx, { merchantId: merchant.id, memberId, payeeId: payee.id, amount, currency, clientKey: clientKey ?? null });
      const held = await transfer(tx as Db, {
        merchantId: merchant.id,
        idempotencyKey: `withdraw-hold:${row.id}`,
        type: 'withdrawal_hold',
        reference: String(row.id),
        actor: `member:${memberId}`,
        from: { kind: 'player_main', memberId },
        to: { kind: 'withdrawal_hold', memberId },
        amount,
        currency,
      });
      return viewOf(await repo.updateWithdrawal(tx, merchant.id, row.id, { holdTransferId: held.transferId }));
    })
    .catch(async (error: unknown) => {
      // The same key sent twice at once: the second insert loses on the unique index.
      if (!clientKey || !isUniqueViolation(error)) throw error;
      const existing = await repo.findWithdrawalByClientKey(db, merchant.id, memberId, clientKey);
      if (!existing) throw error;
      return replayOf(existing, request.payeeId, amount);
    });
}

async function settle(tx: Tx, who: OperatorActor, row: repo.WithdrawalRow, decision: 'pay' | 'reject') {
  const moved = await transfer(tx as Db, {
    merchantId: row.merchantId,
    idempotencyKey: `withdraw-${decision === 'pay' ? 'pay' : 'release'}:${row.id}`,
    type: decision === 'pay' ? 'withdrawal' : 'withdrawal_release',
    reference: String(row.id),
    actor: who.actor,
    from: { kind: 'withdrawal_hold', memberId: row.memberId },
    to: decision === 'pay' ? { kind: 'payment_clearing' } : { kind: 'player_main', memberId: row.memberId },
    amount: row.amount,
    currency: row.currency,
  });
  const status = decision === 'pay' ? 'PAID' : 'REJECTED';
  return repo.updateWithdrawal(tx, row.merchantId, row.id, { status, settleTransferId: moved.transferId, decidedBy: who.actor, decidedAt: new Date() });
}

export interface WithdrawalDecision extends WithdrawalView {
  /** Set when paying needs a second operator: the approval filed (the withdrawal stays PENDING). */
  approval: Approval | null;
}

/**
 * Operator: pay (hold → clearing) or reject (hold → main). Same decision twice is harmless; a change
 * of mind is 409. Paying at least the merchant's second-approval amount files an approval instead
 * (maker-checker): another operator's approval pays it (approvals/kinds.ts).
 */
export async function decideWithdrawal(db: Db, who: OperatorActor, id: number, decision: 'pay' | 'reject'): Promise<WithdrawalDecision> {
  return db.transaction((tx) => decideWithdrawalIn(tx, who, id, decision, false));
}

/** The decision in the caller's transaction; `approved`: a second operator's approval stands behind a pay. */
export async function decideWithdrawalIn(tx: Tx, who: OperatorActor, id: number, decision: 'pay' | 'reject', approved: boolean): Promise<WithdrawalDecision> {
  const row = await repo.lockWithdrawal(tx, who.merchantId, id);
  if (!row) throw new AppError('not_found', 'No such withdrawal');
  const wanted = decision === 'pay' ? 'PAID' : 'REJECTED';
  if (row.status === wanted) return { ...viewOf(row), approval: null };
  if (row.status !== 'PENDING') throw new AppError('conflict', `Withdrawal is already ${row.status.toLowerCase()}`);
  if (decision === 'pay' && !approved && (await needsSecondApproval(tx, who.merchantId, row.amount))) {
    const approval = await fileApproval(tx, who, { kind: 'withdrawal.pay', targetId: String(id), amount: row.amount, currency: row.currency, details: { memberId: row.memberId, payeeId: row.payeeId } });
    return { ...viewOf(row), approval };
  }
  const after = await settle(tx, who, row, decision);
  if (decision === 'reject') await closeOpenApprovals(tx, who.merchantId, 'withdrawal.pay', String(id), 'The withdrawal was rejected');
  await recordAudit(tx, who, { action: `withdrawal.${decision}`, targetType: 'withdrawal', targetId: String(id), before: viewOf(row), after: viewOf(after) });
  return { ...viewOf(after), approval: null };
}
