import { DISPUTE_LIMIT, type Dispute, type WithdrawalConfirmation } from '@shared/api/disputes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { imageInfo } from '../../lib/image-info';
import { recordAudit, type OperatorActor } from '../operator/audit';
import * as repo from './repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Paid withdrawals whose player says the money never arrived, newest answer first. */
export async function disputes(db: Db, merchantId: number, limit: number = DISPUTE_LIMIT.default): Promise<Dispute[]> {
  const rows = await repo.disputes(db, merchantId, limit);
  return rows.map((r) => ({ id: r.id, account: r.account, amount: r.amount, currency: r.currency, paidAt: iso(r.decidedAt), confirmedAt: iso(r.confirmedAt), result: 'NOT_RECEIVED' as const, proofCount: r.proofCount }));
}

/** The player's answer to one withdrawal and its proofs (type and size read from the bytes). */
export async function confirmationOf(db: Db, merchantId: number, id: number): Promise<WithdrawalConfirmation> {
  const row = await repo.withdrawalOf(db, merchantId, id);
  if (!row) throw new AppError('not_found', 'No such withdrawal');
  const proofs = await repo.proofsOf(db, merchantId, id);
  return {
    id: row.id,
    account: row.account,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    paidAt: row.status === 'PAID' ? iso(row.decidedAt) : null,
    result: row.confirmation ?? null,
    remark: row.confirmationRemark ?? null,
    confirmedAt: iso(row.confirmedAt),
    proofs: proofs.map((p) => {
      const info = imageInfo(p.content);
      return { id: p.id, type: info?.type ?? 'application/octet-stream', bytes: p.content.length, width: info?.width ?? null, height: info?.height ?? null, createdAt: p.createdAt.toISOString() };
    }),
  };
}

/** One proof image for an operator's eyes; every view is audited (the images are the player's papers). */
export async function viewProof(db: Db, who: OperatorActor, id: number, proofId: number): Promise<{ type: string; content: Buffer }> {
  return db.transaction(async (tx) => {
    const proof = await repo.proofOf(tx, who.merchantId, id, proofId);
    if (!proof) throw new AppError('not_found', 'No such proof');
    const type = imageInfo(proof.content)?.type ?? 'application/octet-stream';
    await recordAudit(tx, who, { action: 'withdrawal.proof_view', targetType: 'withdrawal', targetId: String(id), before: null, after: { proofId, type, bytes: proof.content.length } });
    return { type, content: proof.content };
  });
}
