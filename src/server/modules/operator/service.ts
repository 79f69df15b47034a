import { OPERATOR_ROLES, ROLE_PERMISSIONS, type OperatorRole, type Permission, type SessionStage } from '@shared/api/console';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword, type PasswordCost } from '../../lib/password';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { isUniqueViolation } from '../../lib/sql-state';
import { recordAudit, type OperatorActor } from './audit';
import * as repo from './repository';

export { OPERATOR_ROLES, type OperatorRole };

/** A full operator session lasts a back-office shift at most; one left alone ends sooner (IDLE_MINUTES). */
export const OPERATOR_SESSION_HOURS = 12;
export const IDLE_MINUTES = 30;
/** A password-only session has this long to finish the second factor. */
const PARTIAL_SESSION_MINUTES = 10;
/** Failed steps (password or code) before the account locks, and for how long. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
/** The idle clock is written at most this often (not on every call). */
const TOUCH_EVERY_MS = 30_000;

export interface OperatorIdentity {
  id: number;
  merchantId: number;
  username: string;
  role: OperatorRole;
  permissions: readonly Permission[];
  sessionId: number;
  stage: SessionStage;
  /** The address of the request this identity came with (the audit's address). */
  ip: string | null;
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

const lockedAt = (row: repo.OperatorRow, now: number) => row.lockedUntil !== null && row.lockedUntil.getTime() > now;

/**
 * Counts a failed step against the operator (audited as operator.sign_in_failed) and throws: the
 * lockout when this failure locks the account, else `code`.
 */
export async function failStep(db: Db, row: repo.OperatorRow, ip: string, now: number, step: string, code: 'wrong_account_or_password' | 'totp_code_invalid'): Promise<never> {
  const locked = await repo.countFailure(db, row.id, LOCK_AFTER_FAILURES, new Date(now + LOCK_MINUTES * 60_000));
  const who = { merchantId: row.merchantId, operatorId: row.id, actor: `operator:${row.id}`, ip };
  await db.transaction((tx) => recordAudit(tx, who, { action: locked ? 'operator.locked' : 'operator.sign_in_failed', targetType: 'operator', targetId: String(row.id), before: null, after: { step } }));
  throw locked ? new AppError('account_locked', 'Too many failed sign-ins') : new AppError(code, code === 'totp_code_invalid' ? 'Wrong code' : 'Wrong name or password');
}

/**
 * The password step. The same password work is done for unknown names and locked accounts, so
 * neither can be probed by timing. A right password opens a short session at stage `enrol` (no
 * second factor yet) or `verify`; only the second factor makes it `full`.
 */
export async function operatorLogin(db: Db, input: OperatorLoginInput, cost: PasswordCost): Promise<{ token: string; operator: OperatorIdentity }> {
  const row = await repo.findOperatorByName(db, input.merchantId, input.username);
  const stored = row?.passwordHash ?? (await hashPassword('no-such-operator', cost));
  const ok = await verifyPassword(input.password, stored);
  if (row && lockedAt(row, input.now)) throw new AppError('account_locked', 'Too many failed sign-ins');
  if (!row || row.status !== 'ACTIVE') throw new AppError('wrong_account_or_password', 'Wrong name or password');
  if (!ok) return failStep(db, row, input.ip, input.now, 'password', 'wrong_account_or_password');
  const token = randomToken(32);
  const stage: SessionStage = row.totpSecret ? 'verify' : 'enrol';
  const sessionId = await db.transaction(async (tx) => {
    const id = await repo.insertOperatorSession(tx, {
      merchantId: input.merchantId,
      operatorId: row.id,
      tokenHash: sha256Hex(token),
      ip: input.ip,
      stage,
      createdAt: new Date(input.now),
      lastSeenAt: new Date(input.now),
      expiresAt: new Date(input.now + PARTIAL_SESSION_MINUTES * 60_000),
    });
    const who = { merchantId: input.merchantId, operatorId: row.id, actor: `operator:${row.id}`, ip: input.ip };
    await recordAudit(tx, who, { action: 'operator.login', targetType: 'operator', targetId: String(row.id), before: null, after: { ip: input.ip, stage } });
    return id;
  });
  return { token, operator: identityOf(row, sessionId, stage, input.ip) };
}

/** When a session that just became full expires. */
export const fullSessionExpiry = (now: number) => new Date(now + OPERATOR_SESSION_HOURS * 3_600_000);

/**
 * The operator of a bearer token: a live session (not revoked, not expired, used within the idle
 * timeout) of an active operator. A session left idle is ended here.
 */
export async function authenticateOperator(db: Db, merchantId: number, token: string, now: number, ip: string | null): Promise<OperatorIdentity> {
  if (token.length < 16 || token.length > 128) throw new AppError('not_logged_in', 'Operator sign-in needed');
  const found = await repo.findLiveSession(db, merchantId, sha256Hex(token), new Date(now));
  if (!found || found.operator.status !== 'ACTIVE') throw new AppError('not_logged_in', 'Operator sign-in needed');
  const seen = found.lastSeenAt?.getTime() ?? 0;
  if (now - seen > IDLE_MINUTES * 60_000) {
    await repo.revokeOperatorSession(db, merchantId, found.sessionId, new Date(now));
    throw new AppError('not_logged_in', 'The operator session ended after inactivity');
  }
  if (now - seen > TOUCH_EVERY_MS) await repo.touchSession(db, found.sessionId, new Date(now));
  return identityOf(found.operator, found.sessionId, found.stage, ip);
}

export async function operatorLogout(db: Db, operator: OperatorIdentity, now: number): Promise<void> {
  await repo.revokeOperatorSession(db, operator.merchantId, operator.sessionId, new Date(now));
}

export function actorOf(operator: OperatorIdentity): OperatorActor {
  return { merchantId: operator.merchantId, operatorId: operator.id, actor: `operator:${operator.id}`, ip: operator.ip };
}

function identityOf(row: repo.OperatorRow, sessionId: number, stage: SessionStage, ip: string | null): OperatorIdentity {
  const role: OperatorRole = OPERATOR_ROLES.includes(row.role) ? row.role : 'readonly';
  return { id: row.id, merchantId: row.merchantId, username: row.username, role, permissions: ROLE_PERMISSIONS[role], sessionId, stage, ip };
}
