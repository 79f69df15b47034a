import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balanceOf, transfer } from '../ledger/service';
import { MAX_TRANSFER_AMOUNT } from '../ledger/types';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { findMemberIdByAccount } from './withdraw-repository';

export interface AdjustInput {
  account: string;
  /** Signed minor units: positive credits the player, negative debits (never below zero). */
  amount: number;
  reason: string;
  currency: string;
  /** The caller's key (an approval's): a repeat moves nothing again. Absent: every call is new. */
  key?: string | undefined;
}

/** A manual correction between the merchant's adjustment account and a player's main wallet, audited. */
export async function adjustBalance(db: Db, who: OperatorActor, input: AdjustInput) {
  const size = Math.abs(input.amount);
  if (!Number.isSafeInteger(input.amount) || size === 0 || size > MAX_TRANSFER_AMOUNT) throw new AppError('validation_failed', 'Amount must be a non-zero whole number of minor units', { amount: 'invalid' });
  const reason = input.reason.trim();
  if (reason.length < 3 || reason.length > 200) throw new AppError('validation_failed', 'A reason of 3-200 characters is needed', { reason: 'invalid' });
  const memberId = await findMemberIdByAccount(db, who.merchantId, input.account);
  if (memberId === undefined) throw new AppError('not_found', 'No such member');
  const main = { kind: 'player_main' as const, memberId };
  const adjustment = { kind: 'adjustment' as const };
  return db.transaction(async (tx) => {
    const before = await balanceOf(tx, who.merchantId, input.currency, main);
    const moved = await transfer(tx as Db, {
      merchantId: who.merchantId,
      // One adjustment per call unless keyed: an operator may make the same correction twice on purpose.
      idempotencyKey: input.key ? `adjust:${who.actor}:${input.key}` : `adjust:${randomUUID()}`,
      type: 'adjustment',
      reference: reason,
      actor: who.actor,
      from: input.amount > 0 ? adjustment : main,
      to: input.amount > 0 ? main : adjustment,
      amount: size,
      currency: input.currency,
    });
    const after = await balanceOf(tx, who.merchantId, input.currency, main);
    await recordAudit(tx, who, { action: 'balance.adjust', targetType: 'member', targetId: String(memberId), before: { balance: before }, after: { balance: after, amount: input.amount, reason, transferId: moved.transferId } });
    return { memberId, before, after, transferId: moved.transferId };
  });
}
