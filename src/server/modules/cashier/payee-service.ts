import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword, type PasswordCost } from '../../lib/password';
import * as repo from './withdraw-repository';

export interface PayeeInput {
  bankName: string;
  accountNumber: string;
  holderName: string;
}

/** At most this many live payees per member: enough for real use, bounded against abuse. */
export const MAX_PAYEES = 10;

export interface PayeeView extends PayeeInput {
  id: number;
  createdAt: string;
}

/** Shows only the last 4 digits: the full number is for the operator who pays, not the screen. */
function viewOf(row: repo.PayeeRow): PayeeView {
  const masked = row.accountNumber.length > 4 ? `${'*'.repeat(row.accountNumber.length - 4)}${row.accountNumber.slice(-4)}` : row.accountNumber;
  return { id: row.id, bankName: row.bankName, accountNumber: masked, holderName: row.holderName, createdAt: row.createdAt.toISOString() };
}

export async function listPayees(db: Db, merchantId: number, memberId: number): Promise<PayeeView[]> {
  return (await repo.listPayees(db, merchantId, memberId)).map(viewOf);
}

export async function addPayee(db: Db, merchantId: number, memberId: number, input: PayeeInput): Promise<PayeeView> {
  const existing = await repo.listPayees(db, merchantId, memberId);
  if (existing.length >= MAX_PAYEES) throw new AppError('conflict', `At most ${MAX_PAYEES} payee accounts`);
  return viewOf(await repo.insertPayee(db, { merchantId, memberId, ...input }));
}

export async function removePayee(db: Db, merchantId: number, memberId: number, id: number): Promise<void> {
  if (!(await repo.markPayeeDeleted(db, merchantId, memberId, id, new Date()))) throw new AppError('not_found', 'No such payee');
}

/** Sets the payment password; changing an existing one needs the current one. */
export async function setPaymentPassword(
  db: Db,
  member: { id: number; ip: string },
  input: { oldPassword?: string | undefined; newPassword: string },
  cost: PasswordCost,
): Promise<void> {
  const current = await repo.paymentPasswordHashOf(db, member.id);
  if (current !== null) {
    if (!input.oldPassword || !(await verifyPassword(input.oldPassword, current))) {
      throw new AppError('payment_password_incorrect', 'The current payment password is wrong', { oldPassword: 'incorrect' });
    }
  }
  await repo.setPaymentPasswordHash(db, member.id, await hashPassword(input.newPassword, cost), member.ip);
}

/** Refuses unless the member has a payment password and `plain` matches it. */
export async function checkPaymentPassword(db: Db, memberId: number, plain: string): Promise<void> {
  const current = await repo.paymentPasswordHashOf(db, memberId);
  if (current === null) throw new AppError('payment_password_required', 'Set a payment password first');
  if (!(await verifyPassword(plain, current))) {
    throw new AppError('payment_password_incorrect', 'The payment password is wrong', { paymentPassword: 'incorrect' });
  }
}

export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  return (await repo.paymentPasswordHashOf(db, memberId)) !== null;
}
