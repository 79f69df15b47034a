import type { Approval, ApprovalKind } from '@shared/api/approvals';
import { secondApprovalFrom } from '../cashier/settings';
import type { Tx } from '../ledger/repository';
import { recordAudit, type OperatorActor } from '../operator/audit';
import * as repo from './repository';

/**
 * Filing side of maker-checker, for the services whose actions may need a second operator (they
 * import this; the approving side, service.ts, runs them through kinds.ts).
 */

/** Whether an amount needs a second operator at this merchant. */
export async function needsSecondApproval(tx: Tx, merchantId: number, amount: number): Promise<boolean> {
  const merchant = await repo.merchantConfigOf(tx, merchantId);
  const from = merchant ? secondApprovalFrom(merchant) : null;
  return from !== null && amount >= from;
}

export interface ApprovalRequest {
  kind: ApprovalKind;
  targetId: string;
  amount: number;
  currency: string;
  details: Record<string, unknown>;
}

/** Files the action for a second operator (audited as approval.file); a repeat answers the open one. */
export async function fileApproval(tx: Tx, who: OperatorActor, request: ApprovalRequest): Promise<Approval> {
  const { row, filed } = await repo.insertApproval(tx, { merchantId: who.merchantId, ...request, maker: who.actor });
  if (filed) await recordAudit(tx, who, { action: 'approval.file', targetType: request.kind.split('.')[0] ?? request.kind, targetId: request.targetId, before: null, after: { approval: row.id, kind: row.kind, amount: row.amount } });
  return approvalView(row);
}

/** Closes an action's open approval when the action itself went another way (a withdrawal rejected). */
export async function closeOpenApprovals(tx: Tx, merchantId: number, kind: ApprovalKind, targetId: string, note: string): Promise<void> {
  await repo.closeOpen(tx, merchantId, kind, targetId, note, new Date());
}

export function approvalView(row: repo.ApprovalRow): Approval {
  return {
    id: row.id,
    kind: row.kind,
    targetId: row.targetId,
    amount: row.amount,
    currency: row.currency,
    details: row.details,
    maker: row.maker,
    status: row.status,
    checker: row.checker,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
