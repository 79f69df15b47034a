import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../merchant/directory';
import * as repo from './confirm-repository';
import { cashierOf } from './settings';
import { listWithdrawals as listRows, updateWithdrawal, type WithdrawalRow } from './withdraw-repository';
import { viewOf, type WithdrawalView } from './withdraw-service';

import { MAX_PROOF_BYTES, MAX_PROOFS, type Confirmation } from '@shared/api/cashier';

/** The type by content, never by name: PNG signature or JPEG SOI marker. */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

function decodeProofs(images: readonly string[]): { mime: 'image/png' | 'image/jpeg'; content: Buffer }[] {
  if (images.length > MAX_PROOFS) throw new AppError('upload_invalid', `At most ${MAX_PROOFS} images`, { images: 'too_many' });
  return images.map((encoded, i) => {
    const content = Buffer.from(encoded, 'base64');
    if (content.length > MAX_PROOF_BYTES) throw new AppError('payload_too_large', 'An image is over 5 MB', { [`images.${i}`]: 'too_large' });
    const mime = imageTypeOf(content);
    if (!mime) throw new AppError('upload_invalid', 'Images must be PNG or JPEG', { [`images.${i}`]: 'not_png_or_jpeg' });
    return { mime, content };
  });
}

/** After the configured minutes a paid, unanswered withdrawal counts as received. */
export function effectiveConfirmation(row: WithdrawalRow, minutes: number, now: number): Confirmation | null {
  if (row.confirmation) return row.confirmation;
  if (row.status === 'PAID' && row.decidedAt && now > row.decidedAt.getTime() + minutes * 60_000) return 'RECEIVED';
  return null;
}

export interface ConfirmInput {
  result: Confirmation;
  remark?: string | undefined;
  images?: string[] | undefined;
}

/** The player's answer to a paid withdrawal: once, before the deadline; 'not received' needs proof. */
export async function confirmWithdrawal(db: Db, merchant: Merchant, memberId: number, id: number, input: ConfirmInput, now: number): Promise<WithdrawalView> {
  const proofs = decodeProofs(input.images ?? []);
  if (input.result === 'NOT_RECEIVED' && proofs.length === 0) throw new AppError('validation_failed', 'Proof images are required', { images: 'required' });
  const minutes = cashierOf(merchant).confirmMinutes;
  return db.transaction(async (tx) => {
    const row = await repo.lockOwnWithdrawal(tx, merchant.id, memberId, id);
    if (!row) throw new AppError('not_found', 'No such withdrawal');
    if (row.status !== 'PAID') throw new AppError('conflict', 'Only a paid withdrawal can be confirmed');
    if (effectiveConfirmation(row, minutes, now) !== null) throw new AppError('conflict', 'This withdrawal is already confirmed');
    await repo.insertProofs(tx, proofs.map((p) => ({ merchantId: merchant.id, withdrawalId: id, ...p })));
    const after = await updateWithdrawal(tx, merchant.id, id, { confirmation: input.result, confirmationRemark: input.remark ?? null, confirmedAt: new Date(now) });
    return viewOf(after);
  });
}

/** The member's latest withdrawals with the confirmation as it stands now. */
export async function listWithdrawals(db: Db, merchant: Merchant, memberId: number, now: number): Promise<WithdrawalView[]> {
  const minutes = cashierOf(merchant).confirmMinutes;
  return (await listRows(db, merchant.id, memberId, 100)).map((row) => ({ ...viewOf(row), confirmation: effectiveConfirmation(row, minutes, now) }));
}
