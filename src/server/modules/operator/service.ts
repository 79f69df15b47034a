import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword, type PasswordCost } from '../../lib/password';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { isUniqueViolation } from '../../lib/sql-state';
import { recordAudit, type OperatorActor } from './audit';
import * as repo from './repository';

/** Operator sessions are shorter than players': a back-office shift. */
export const OPERATOR_SESSION_HOURS = 12;
export const OPERATOR_ROLES = ['admin', 'cashier'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export interface OperatorIdentity {
  id: number;
  merchantId: number;
  username: string;
  role: OperatorRole;
  sessionId: number;
}

export interface OperatorLoginInput {
  merchantId: number;
  username: string;
  password: string;
  ip: string;
  now: number;
}

/** Adds an operator (audited). Refuses a taken name with account_exists. */
export async function addOperator(
  db: Db,
  who: OperatorActor,
  input: { username: string; password: string; role: OperatorRole; cost: PasswordCost },
): Promise<{ id: number; username: string; role: OperatorRole }> {
  const passwordHash = await hashPassword(input.password, input.cost);
  return db.transaction(async (tx) => {
    const row = await repo
      .insertOperator(tx, { merchantId: who.merchantId, username: input.username, passwordHash, role: input.role })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new AppError('account_exists', 'Operator name taken') : error;
      });
    if (!row) throw new AppError('account_exists', 'Operator name taken');
    const after = { id: row.id, username: row.username, role: row.role };
    await recordAudit(tx, who, { action: 'operator.add', targetType: 'operator', targetId: String(row.id), before: null, after });
    return after;
  });
}

/** Checks the password (same work for unknown names, so names cannot be probed by timing). */
export async function operatorLogin(db: Db, input: OperatorLoginInput, cost: PasswordCost): Promise<{ token: string; operator: OperatorIdentity }> {
  const row = await repo.findOperatorByName(db, input.merchantId, input.username);
  const stored = row?.passwordHash ?? (await hashPassword('no-such-operator', cost));
  const ok = await verifyPassword(input.password, stored);
  if (!row || !ok || row.status !== 'ACTIVE') throw new AppError('wrong_account_or_password', 'Wrong name or password');
  const token = randomToken(32);
  await db.transaction(async (tx) => {
    await repo.insertOperatorSession(tx, {
      merchantId: input.merchantId,
      operatorId: row.id,
      tokenHash: sha256Hex(token),
      ip: input.ip,
      createdAt: new Date(input.now),
      expiresAt: new Date(input.now + OPERATOR_SESSION_HOURS * 3_600_000),
    });
    const who = { merchantId: input.merchantId, operatorId: row.id, actor: `operator:${row.id}` };
    await recordAudit(tx, who, { action: 'operator.login', targetType: 'operator', targetId: String(row.id), before: null, after: { ip: input.ip } });
  });
  return { token, operator: identityOf(row, 0) };
}

export async function authenticateOperator(db: Db, merchantId: number, token: string, now: number): Promise<OperatorIdentity> {
  if (token.length < 16 || token.length > 128) throw new AppError('not_logged_in', 'Operator sign-in needed');
  const found = await repo.findLiveSession(db, merchantId, sha256Hex(token), new Date(now));
  if (!found || found.operator.status !== 'ACTIVE') throw new AppError('not_logged_in', 'Operator sign-in needed');
  return identityOf(found.operator, found.sessionId);
}

export async function operatorLogout(db: Db, operator: OperatorIdentity, now: number): Promise<void> {
  await repo.revokeOperatorSession(db, operator.merchantId, operator.sessionId, new Date(now));
}

export function actorOf(operator: OperatorIdentity): OperatorActor {
  return { merchantId: operator.merchantId, operatorId: operator.id, actor: `operator:${operator.id}` };
}

function identityOf(row: repo.OperatorRow, sessionId: number): OperatorIdentity {
  const role: OperatorRole = row.role === 'admin' ? 'admin' : 'cashier';
  return { id: row.id, merchantId: row.merchantId, username: row.username, role, sessionId };
}
