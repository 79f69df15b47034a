import { z } from 'zod';

/**
 * The operator console's access contract (issue 22): roles, what each may do, and the sign-in
 * stages. The server checks every /ops-api call against ROLE_PERMISSIONS; the console reads the
 * same table only to leave out what the signed-in operator could not use anyway.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content', 'readonly'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const PERMISSIONS = [
  /** Dashboards, lists and the audit log: everything that only reads. */
  'read',
  /** Approving, rejecting and paying deposits and withdrawals. */
  'cashier.decide',
  /** Adjustments and bonus grants: money in or out of a player's wallet by hand. */
  'money.adjust',
  /** Blocking, unblocking, forcing a password change, notes. */
  'players.manage',
  /** Promotions and bonus applications. */
  'promotions.manage',
  /** Banners, notices, popups, help articles. */
  'content.manage',
  /** Agents' contracts and settlements. */
  'agents.manage',
  /** Vendors, games, maintenance, merchant configuration. */
  'config.manage',
  /** Running the ledger verifier. */
  'ledger.verify',
  /** Adding operators and changing their roles. */
  'operators.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly Permission[]>> = {
  admin: PERMISSIONS,
  finance: ['read', 'cashier.decide', 'money.adjust', 'ledger.verify'],
  support: ['read', 'players.manage', 'promotions.manage'],
  content: ['read', 'content.manage'],
  readonly: ['read'],
};

export function mayDo(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Where a sign-in stands: `enrol` (password right, no second factor yet: only the TOTP enrolment
 * calls pass), `verify` (password right, the TOTP code or a recovery code still owed), `full`.
 */
export const SESSION_STAGES = ['enrol', 'verify', 'full'] as const;
export type SessionStage = (typeof SESSION_STAGES)[number];

/** An operator account's standing: DISABLED refuses its sign-ins and ends its sessions. */
export const OPERATOR_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

/** Another operator as its administrators see it (the operators list; a change answers it without createdAt). */
export const operatorStateSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.string(),
  /** Its authenticator is set up; false: it enrols at its next sign-in. */
  enrolled: z.boolean(),
  /** Locked out after failed sign-ins until then (may lie in the past). */
  lockedUntil: z.string().nullable(),
});
export type OperatorState = z.infer<typeof operatorStateSchema>;
export const operatorRowSchema = operatorStateSchema.extend({ createdAt: z.string() });
export type OperatorRow = z.infer<typeof operatorRowSchema>;

export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type ConsoleOperator = z.infer<typeof operatorSchema>;

/** POST /ops-api/session/login: the token of a session at its stage. */
export const loginAnswerSchema = z.object({
  token: z.string(),
  stage: z.enum(SESSION_STAGES),
  operator: operatorSchema,
  /** Minutes without a call after which the session ends. */
  idleMinutes: z.number().int(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** GET /ops-api/session/me */
export const meAnswerSchema = z.object({ stage: z.enum(SESSION_STAGES), operator: operatorSchema, idleMinutes: z.number().int() });
export type MeAnswer = z.infer<typeof meAnswerSchema>;

/** POST /ops-api/session/totp/enrol (stage enrol): a new secret to scan; shown once. */
export const enrolAnswerSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type EnrolAnswer = z.infer<typeof enrolAnswerSchema>;

export const totpCodeSchema = z.string().regex(/^\d{6}$/u);
export const recoveryCodeSchema = z.string().regex(/^[a-z2-9]{5}-[a-z2-9]{5}$/u);

/** POST /ops-api/session/totp/confirm {code}: the factor is on, the session full; recovery codes shown once. */
export const confirmBodySchema = z.strictObject({ code: totpCodeSchema });
export const confirmAnswerSchema = z.object({ stage: z.literal('full'), recoveryCodes: z.array(z.string()) });
export type ConfirmAnswer = z.infer<typeof confirmAnswerSchema>;

/** POST /ops-api/session/totp/verify {code} or {recoveryCode}. */
export const verifyBodySchema = z.union([z.strictObject({ code: totpCodeSchema }), z.strictObject({ recoveryCode: recoveryCodeSchema })]);
export const verifyAnswerSchema = z.object({ stage: z.literal('full'), recoveryCodesLeft: z.number().int() });
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

/** One row of the audit log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /ops-api/audit: newest first, filtered; `before` pages on to older rows (the last id seen). */
export const auditQuerySchema = z.strictObject({
  actor: z.string().max(80).optional(),
  action: z.string().max(80).optional(),
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(80).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export const auditAnswerSchema = z.object({ list: z.array(auditEntrySchema), more: z.boolean() });
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;
