import type { LoginAnswer } from '@shared/api/console';
import { DEMO_TOTP_SECRET } from '../db/seed/data/demo-operators';
import { stepAt, TOTP_STEP_SECONDS, totpAt } from '../lib/totp';
import type { AccountTestApp } from './account-client';

/**
 * Operator sign-in for tests, through the operator API's two steps: the password, then the second
 * factor (enrolled on the first sign-in of an operator without one). The secrets enrolled here are
 * remembered per app, the seeded `ops` uses the demo secret, and a full session is reused while it
 * lives, since a TOTP code passes once and the tests' clock often stands still.
 */
interface Known {
  secret?: string;
  lastStep?: number;
  token?: string;
}
const known = new WeakMap<AccountTestApp['app'], Map<string, Known>>();

function knownOf(t: AccountTestApp, username: string): Known {
  let byName = known.get(t.app);
  if (!byName) known.set(t.app, (byName = new Map()));
  let entry = byName.get(username);
  if (!entry) byName.set(username, (entry = username === 'ops' ? { secret: DEMO_TOTP_SECRET } : {}));
  return entry;
}

/** The code of the first step not used yet within the drift the server allows (now, then the next). */
export function nextCode(t: AccountTestApp, entry: Known): string {
  const now = stepAt(t.clock.t);
  const step = entry.lastStep === undefined || entry.lastStep < now ? now : entry.lastStep + 1;
  if (step > now + 1 || !entry.secret) throw new Error('no unused TOTP step at this clock: advance the test clock');
  entry.lastStep = step;
  return totpAt(entry.secret, step * TOTP_STEP_SECONDS * 1000);
}

async function call<T>(t: AccountTestApp, url: string, token: string, payload?: unknown): Promise<T> {
  const response = await t.app.inject({ method: payload === undefined ? 'GET' : 'POST', url, payload: payload as object | undefined, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.body}`);
  return response.json<{ value: T }>().value;
}

/**
 * Signs an operator in (the seeded `ops` admin by default) and answers a full session's token;
 * `fresh`: a new session even if one is alive (the same operator's second session).
 */
export async function operatorToken(t: AccountTestApp, username = 'ops', password = 'Ops12345', fresh = false): Promise<string> {
  const entry = knownOf(t, username);
  if (entry.token && !fresh) {
    const me = await t.app.inject({ url: '/ops-api/session/me', headers: { authorization: `Bearer ${entry.token}` } });
    if (me.statusCode === 200 && me.json<{ value: { stage: string } }>().value.stage === 'full') return entry.token;
  }
  const response = await t.app.inject({ method: 'POST', url: '/ops-api/session/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`operator login failed: ${response.body}`);
  const { token, stage } = response.json<{ value: LoginAnswer }>().value;
  if (stage === 'enrol') {
    entry.secret = (await call<{ secret: string }>(t, '/ops-api/session/totp/enrol', token, {})).secret;
    entry.lastStep = undefined;
    await call(t, '/ops-api/session/totp/confirm', token, { code: nextCode(t, entry) });
  } else if (stage === 'verify') {
    await call(t, '/ops-api/session/totp/verify', token, { code: nextCode(t, entry) });
  }
  entry.token = token;
  return token;
}
