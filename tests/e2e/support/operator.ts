import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_TOTP_SECRET } from '../../../src/server/db/seed/data/demo-operators';
import { stepAt, TOTP_STEP_SECONDS, totpAt } from '../../../src/server/lib/totp';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value?: T;
}

/** The authenticator's code of a step (RFC 6238, as the operator's phone shows it). */
export const totpCode = (secret: string, step: number) => totpAt(secret, step * TOTP_STEP_SECONDS * 1000);

/**
 * Signs an operator in through both steps, the password then the TOTP code of `secret` (the seeded
 * `ops` has the demo secret), and answers the full session's token. A code passes once, and other
 * workers may have used this step's: the next step's code is tried, then the step after the wait.
 */
export async function operatorSignIn(request: APIRequestContext, username = 'ops', password = 'Ops12345', secret = DEMO_TOTP_SECRET): Promise<string> {
  const login = (await (await request.post('/ops-api/session/login', { data: { username, password } })).json()) as Envelope<{ token: string; stage: string }>;
  if (!login.success || !login.value) throw new Error(`operator sign-in failed: ${JSON.stringify(login)}`);
  const { token, stage } = login.value;
  if (stage !== 'verify') throw new Error(`operator ${username} is at stage ${stage}, not verify`);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = stepAt(Date.now());
    for (const step of [now, now + 1]) {
      const response = await request.post('/ops-api/session/totp/verify', { data: { code: totpCode(secret, step) }, headers: { authorization: `Bearer ${token}` } });
      if (response.ok()) return token;
    }
    await sleep((now + 1) * TOTP_STEP_SECONDS * 1000 - Date.now() + 200);
  }
  throw new Error(`operator ${username}: no TOTP code passed`);
}
