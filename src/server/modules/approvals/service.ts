import type { Approval, ApprovalStatus } from '@shared/api/approvals';
import type { Permission } from '@shared/api/console';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { APPROVAL_ACTIONS } from './kinds';
import * as repo from './repository';
import { approvalView } from './request';

/** The checker: an operator actor with its permissions (the CLI, with none given, may do everything). */
export interface Checker extends OperatorActor {
  permissions?: readonly Permission[];
}

/**
 * A second operator approves: the action runs now, once, as the checker, in the same transaction
 * as the approval's decision. The maker can never be the checker (refused here, and by the table's
 * check constraint whatever calls it), even from another session: both are the same actor.
 */
export async function approve(db: Db, who: Checker, id: number): Promise<Approval> {
  return db.transaction(async (tx) => {
    const row = await pending(tx, who, id);
    const action = APPROVAL_ACTIONS[row.kind];
    if (who.permissions && !who.permissions.includes(action.permission)) throw new AppError('forbidden', 'Not allowed for this operator');
    await action.run(tx, who, row);
    const after = await repo.decide(tx, row.id, { status: 'APPROVED', checker: who.actor, note: null, decidedAt: new Date() });
    await recordAudit(tx, who, { action: 'approval.approve', targetType: 'approval', targetId: String(id), before: approvalView(row), after: approvalView(after) });
    return approvalView(after);
  });
}

/** A second operator refuses the action: nothing runs. */
export async function reject(db: Db, who: Checker, id: number, note: string): Promise<Approval> {
  return db.transaction(async (tx) => {
    const row = await pending(tx, who, id);
    if (who.permissions && !who.permissions.includes(APPROVAL_ACTIONS[row.kind].permission)) throw new AppError('forbidden', 'Not allowed for this operator');
    const after = await repo.decide(tx, row.id, { status: 'REJECTED', checker: who.actor, note, decidedAt: new Date() });
    await recordAudit(tx, who, { action: 'approval.reject', targetType: 'approval', targetId: String(id), before: approvalView(row), after: approvalView(after) });
    return approvalView(after);
  });
}

async function pending(tx: Parameters<typeof repo.lockApproval>[0], who: Checker, id: number): Promise<repo.ApprovalRow> {
  const row = await repo.lockApproval(tx, who.merchantId, id);
  if (!row) throw new AppError('not_found', 'No such approval');
  if (row.status !== 'PENDING') throw new AppError('conflict', `The approval is already ${row.status.toLowerCase()}`);
  if (row.maker === who.actor) throw new AppError('second_operator_required', 'Another operator must approve what you filed');
  return row;
}

export async function approvals(db: Db, merchantId: number, status: ApprovalStatus, limit: number): Promise<Approval[]> {
  return (await repo.listApprovals(db, merchantId, status, limit)).map(approvalView);
}
