import { randomUUID } from 'node:crypto';
import { BONUS_REASON_MAX, BONUS_REASON_MIN, type BonusGrantResult, type BonusPage } from '@shared/api/records';
import type { Approval } from '@shared/api/approvals';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fileApproval, needsSecondApproval } from '../approvals/request';
import { balanceOf, transfer } from '../ledger/service';
import { MAX_TRANSFER_AMOUNT } from '../ledger/types';
import { recordAudit, type OperatorActor } from '../operator/audit';
import * as repo from './repository';

/** The ledger type of an operator's bonus grant (spec: bonusDetails lists it). */
export const BONUS_TYPE = 'bonus';

export interface BonusInput {
  account: string;
  /** Minor units, positive. */
  amount: number;
  reason: string;
  currency: string;
  /** The caller's key: a retried grant moves nothing again. Absent: every call is a new grant. */
  key?: string | undefined;
}

/**
 * An operator's grant as the operator API and the CLI ask for it: at least the merchant's
 * second-approval amount files it for another operator (maker-checker), anything less is granted.
 */
export async function grantOrFileBonus(db: Db, who: OperatorActor, input: BonusInput): Promise<BonusGrantResult | { approval: Approval }> {
  checkBonusInput(input);
  const memberId = await repo.memberIdByAccount(db, who.merchantId, input.account);
  if (memberId === undefined) throw new AppError('not_found', 'No such member');
  const filed = await db.transaction(async (tx) => {
    if (!(await needsSecondApproval(tx, who.merchantId, input.amount))) return undefined;
    const details = { memberId, reason: input.reason.trim(), ...(input.key ? { key: input.key } : {}) };
    return fileApproval(tx, who, { kind: 'bonus.grant', targetId: input.account, amount: input.amount, currency: input.currency, details });
  });
  return filed ? { approval: filed } : grantBonus(db, who, input);
}

function checkBonusInput(input: BonusInput): void {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > MAX_TRANSFER_AMOUNT) {
    throw new AppError('validation_failed', 'Amount must be a positive whole number of minor units', { amount: 'invalid' });
  }
  const reason = input.reason.trim();
  if (reason.length < BONUS_REASON_MIN || reason.length > BONUS_REASON_MAX) {
    throw new AppError('validation_failed', `A reason of ${BONUS_REASON_MIN}-${BONUS_REASON_MAX} characters is needed`, { reason: 'invalid' });
  }
}

/** An operator grants a bonus: the merchant's promotions account → the player's main wallet, audited. */
export async function grantBonus(db: Db, who: OperatorActor, input: BonusInput): Promise<BonusGrantResult> {
  checkBonusInput(input);
  const reason = input.reason.trim();
  const memberId = await repo.memberIdByAccount(db, who.merchantId, input.account);
  if (memberId === undefined) throw new AppError('not_found', 'No such member');
  const main = { kind: 'player_main' as const, memberId };
  return db.transaction(async (tx) => {
    const before = await balanceOf(tx, who.merchantId, input.currency, main);
    const moved = await transfer(tx as Db, {
      merchantId: who.merchantId,
      // Scoped to the actor so two operators' keys never collide.
      idempotencyKey: input.key ? `bonus:${who.actor}:${input.key}` : `bonus:${randomUUID()}`,
      type: BONUS_TYPE,
      reference: reason,
      actor: who.actor,
      from: { kind: 'promotions' },
      to: main,
      amount: input.amount,
      currency: input.currency,
    });
    const after = await balanceOf(tx, who.merchantId, input.currency, main);
    // A replay moved nothing: the first grant already wrote its audit row.
    if (!moved.replayed) {
      await recordAudit(tx, who, {
        action: 'balance.bonus',
        targetType: 'member',
        targetId: String(memberId),
        before: { balance: before },
        after: { balance: after, amount: input.amount, reason, transferId: moved.transferId },
      });
    }
    return { transferId: moved.transferId, replayed: moved.replayed, memberId, amount: input.amount, currency: input.currency, before, after };
  });
}

/** The member's bonuses, newest first. */
export async function bonuses(db: Db, merchantId: number, memberId: number, page: number, size: number): Promise<BonusPage> {
  const { rows, total } = await repo.listBonuses(db, merchantId, memberId, page, size);
  const list = rows.map(({ reversedBy, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString(), status: reversedBy === null ? ('COMPLETED' as const) : ('REVERSED' as const) }));
  return { list, total, page, size };
}
