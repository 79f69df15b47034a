import type { OperatorRole, OperatorState, OperatorStatus } from '@shared/api/console';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../ledger/repository';
import { recordAudit, type OperatorActor } from './audit';
import * as repo from './repository';

/**
 * An administrator's changes to another operator of its merchant (issue 22): role and status, a
 * second-factor reset (a lost phone: the operator enrols again at its next sign-in), and lifting a
 * lockout. Each is audited with before and after in the same transaction. Never on oneself (a
 * second administrator does it, so one account cannot quietly raise itself; the one acting is an
 * active administrator, so the merchant always keeps one).
 */

const stateOf = (row: repo.OperatorRow): OperatorState => ({
  id: row.id,
  username: row.username,
  role: row.role,
  status: row.status,
  enrolled: row.totpSecret !== null,
  lockedUntil: row.lockedUntil?.toISOString() ?? null,
});

/** Runs `change` on another operator of the merchant; answers its state after. */
async function onOther(db: Db, who: OperatorActor, id: number, action: string, change: (tx: Tx, row: repo.OperatorRow) => Promise<void>): Promise<OperatorState> {
  if (id === who.operatorId) throw new AppError('operator_self', 'Another administrator makes this change');
  return db.transaction(async (tx) => {
    const before = await repo.findOperatorById(tx, who.merchantId, id);
    if (!before) throw new AppError('not_found', `No operator ${id}`);
    await change(tx, before);
    const after = await repo.findOperatorById(tx, who.merchantId, id);
    if (!after) throw new AppError('not_found', `No operator ${id}`);
    await recordAudit(tx, who, { action, targetType: 'operator', targetId: String(id), before: stateOf(before), after: stateOf(after) });
    return stateOf(after);
  });
}

/** A new role or status; a disabled operator's sessions end at once, and a new role applies on its next call. */
export async function changeOperator(db: Db, who: OperatorActor, id: number, change: { role?: OperatorRole | undefined; status?: OperatorStatus | undefined }, now: Date): Promise<OperatorState> {
  return onOther(db, who, id, 'operator.change', async (tx) => {
    await repo.updateOperator(tx, id, { ...(change.role ? { role: change.role } : {}), ...(change.status ? { status: change.status } : {}) });
    if (change.status === 'DISABLED') await repo.revokeOperatorSessions(tx, id, now);
  });
}

/** Forgets the operator's authenticator and recovery codes and ends its sessions: it enrols again at its next sign-in. */
export async function resetSecondFactor(db: Db, who: OperatorActor, id: number, now: Date): Promise<OperatorState> {
  return onOther(db, who, id, 'operator.reset_second_factor', async (tx) => {
    await repo.updateOperator(tx, id, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    await repo.replaceRecoveryCodes(tx, who.merchantId, id, []);
    await repo.revokeOperatorSessions(tx, id, now);
  });
}

/** Lifts a lockout after failed sign-ins before its 15 minutes are up. */
export async function unlockOperator(db: Db, who: OperatorActor, id: number): Promise<OperatorState> {
  return onOther(db, who, id, 'operator.unlock', async (tx) => {
    await repo.updateOperator(tx, id, { failedLogins: 0, lockedUntil: null });
  });
}
