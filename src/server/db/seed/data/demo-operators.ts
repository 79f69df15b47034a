import type { OperatorRole } from '@shared/api/console';

/**
 * The demo back-office operators, for the console, the operator API and the CLI on a fresh install
 * (demo data only: the passwords and the TOTP secret below are public).
 *
 * `ops` (admin) comes with its second factor enrolled under DEMO_TOTP_SECRET, so scripts and people
 * can sign in at once (add the secret to an authenticator app, or compute codes from it). The
 * others enrol their authenticator at their first sign-in, as every new operator does.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoOperator {
  username: string;
  password: string;
  role: OperatorRole;
  totpSecret?: string;
}

export const DEMO_OPERATOR = { username: 'ops', password: 'Ops12345', role: 'admin', totpSecret: DEMO_TOTP_SECRET } as const satisfies DemoOperator;

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  DEMO_OPERATOR,
  { username: 'checker', password: 'Ops12345', role: 'admin' },
  { username: 'finance', password: 'Ops12345', role: 'finance' },
  { username: 'support', password: 'Ops12345', role: 'support' },
  { username: 'content', password: 'Ops12345', role: 'content' },
  { username: 'auditor', password: 'Ops12345', role: 'readonly' },
];
