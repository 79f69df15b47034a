import type { Tx } from '../ledger/repository';
import { insertAudit } from './repository';

/** Who did an operator action: a signed-in operator, or the command-line tool on the server. */
export interface OperatorActor {
  merchantId: number;
  operatorId: number | null;
  /** `operator:<id>` or `cli:<name>`; also the ledger's actor for money the action moves. */
  actor: string;
  /** The address the action came from; the command-line tool has none. */
  ip?: string | null;
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes the audit row. Call it with the action's own transaction handle: the row and the action
 * commit or roll back together.
 */
export async function recordAudit(tx: Tx, who: OperatorActor, entry: AuditEntry): Promise<void> {
  await insertAudit(tx, {
    merchantId: who.merchantId,
    operatorId: who.operatorId,
    actor: who.actor,
    ip: who.ip ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export function cliActor(merchantId: number): OperatorActor {
  const name = (process.env.USER ?? 'unknown').replace(/[^\w.-]/gu, '').slice(0, 40) || 'unknown';
  return { merchantId, operatorId: null, actor: `cli:${name}` };
}
