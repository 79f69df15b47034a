import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '@shared/api/console';
import { operatorAudit, operators } from '../../db/schema/index';
import { stepAt, TOTP_STEP_SECONDS, totpAt } from '../../lib/totp';
import { bearer, buildAccountApp, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { operatorToken } from '../../test/operator-client';
import { cliActor } from './audit';
import { addOperator, IDLE_MINUTES, LOCK_AFTER_FAILURES, LOCK_MINUTES } from './service';

/**
 * The console's sign-in (issue 22): password, then a mandatory TOTP second factor (enrolled with
 * recovery codes at the first sign-in), lockout after failures, idle timeout, audited with address.
 */
describe.each(testDrivers())('operator access on %s', (driver) => {
  let t: AccountTestApp;
  let merchantId: number;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
    merchantId = (await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' }))?.id ?? 0;
  });
  afterAll(async () => t.close());

  const post = (url: string, token: string | undefined, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {}, remoteAddress: '203.0.113.7' });
  const login = async (username: string, password = 'Pass1234') => post('/ops-api/session/login', undefined, { username, password });
  const started = async (username: string) => (await login(username)).json<{ value: LoginAnswer }>().value;
  const codeAt = (secret: string, step: number) => totpAt(secret, step * TOTP_STEP_SECONDS * 1000);
  const add = (username: string, role: 'admin' | 'finance' | 'readonly' = 'finance') => addOperator(t.database.db, cliActor(merchantId), { username, password: 'Pass1234', role, cost: 'test' });

  it('enrols the second factor at the first sign-in: nothing else passes until it is done', async () => {
    await add('newbie');
    const first = await started('newbie');
    expect(first).toMatchObject({ stage: 'enrol', operator: { username: 'newbie', role: 'finance' }, idleMinutes: IDLE_MINUTES });
    expect((await t.app.inject({ url: '/ops-api/audit', headers: bearer(first.token) })).json()).toMatchObject({ code: 'second_factor_required' });
    expect((await post('/ops-api/session/totp/verify', first.token, { code: '123456' })).statusCode).toBe(403);
    const { secret, otpauthUrl } = (await post('/ops-api/session/totp/enrol', first.token)).json<{ value: { secret: string; otpauthUrl: string } }>().value;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const stored = await t.database.db.select().from(operators).where(eq(operators.username, 'newbie'));
    expect(stored[0]?.totpPendingSecret).not.toContain(secret.slice(0, 8).toLowerCase());
    for (const bad of ['12345', 'abcdef', '']) expect((await post('/ops-api/session/totp/confirm', first.token, { code: bad })).statusCode).toBe(422);
    const wrong = await post('/ops-api/session/totp/confirm', first.token, { code: codeAt(secret, stepAt(t.clock.t) + 5) });
    expect(wrong.json()).toMatchObject({ code: 'totp_code_invalid' });
    const confirmed = await post('/ops-api/session/totp/confirm', first.token, { code: codeAt(secret, stepAt(t.clock.t)) });
    const codes = confirmed.json<{ value: { recoveryCodes: string[] } }>().value.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/u);
    expect((await t.app.inject({ url: '/ops-api/session/me', headers: bearer(first.token) })).json()).toMatchObject({ value: { stage: 'full', operator: { permissions: expect.arrayContaining(['cashier.decide']) } } });

    // The next sign-in asks for a code; each code passes once; a recovery code once.
    t.clock.advance(TOTP_STEP_SECONDS * 1000);
    const second = await started('newbie');
    expect(second.stage).toBe('verify');
    expect((await post('/ops-api/session/totp/enrol', second.token)).statusCode).toBe(403);
    const code = codeAt(secret, stepAt(t.clock.t));
    expect((await post('/ops-api/session/totp/verify', second.token, { code })).json()).toMatchObject({ value: { stage: 'full', recoveryCodesLeft: 10 } });
    const third = await started('newbie');
    expect((await post('/ops-api/session/totp/verify', third.token, { code })).json()).toMatchObject({ code: 'totp_code_invalid' });
    expect((await post('/ops-api/session/totp/verify', third.token, { recoveryCode: codes[0] })).json()).toMatchObject({ value: { recoveryCodesLeft: 9 } });
    const fourth = await started('newbie');
    expect((await post('/ops-api/session/totp/verify', fourth.token, { recoveryCode: codes[0] })).json()).toMatchObject({ code: 'totp_code_invalid' });
    expect((await post('/ops-api/session/totp/verify', fourth.token, { recoveryCode: 'not a code' })).statusCode).toBe(422);

    const actions = (await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, String(first.operator.id)))).map((r) => [r.action, r.ip]);
    expect(actions).toEqual(expect.arrayContaining([['operator.login', '203.0.113.7'], ['operator.totp_enrolled', '203.0.113.7'], ['operator.second_factor', '203.0.113.7'], ['operator.sign_in_failed', '203.0.113.7']]));
  });

  it(`locks an operator after ${LOCK_AFTER_FAILURES} failed steps for ${LOCK_MINUTES} minutes, even with the right password`, async () => {
    await add('locksmith');
    for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i += 1) expect((await login('locksmith', 'Wrong1234')).json()).toMatchObject({ code: 'wrong_account_or_password' });
    const locking = await login('locksmith', 'Wrong1234');
    expect([locking.statusCode, locking.json()]).toEqual([423, expect.objectContaining({ code: 'account_locked' })]);
    expect((await login('locksmith')).json()).toMatchObject({ code: 'account_locked' });
    t.clock.advance(LOCK_MINUTES * 60_000 + 1_000);
    const again = await started('locksmith');
    expect(again.stage).toBe('enrol');
    // Wrong second-factor codes count towards the same lock.
    await post('/ops-api/session/totp/enrol', again.token);
    for (let i = 0; i < LOCK_AFTER_FAILURES; i += 1) await post('/ops-api/session/totp/confirm', again.token, { code: '000000' });
    expect((await login('locksmith')).json()).toMatchObject({ code: 'account_locked' });
    const audit = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'operator.locked'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('ends a session left idle, and keeps one in use alive', async () => {
    const token = await operatorToken(t);
    const me = () => t.app.inject({ url: '/ops-api/session/me', headers: bearer(token) });
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance((IDLE_MINUTES - 5) * 60_000);
      expect((await me()).statusCode).toBe(200);
    }
    t.clock.advance((IDLE_MINUTES + 1) * 60_000);
    expect((await me()).json()).toMatchObject({ code: 'not_logged_in' });
    t.clock.advance(-(IDLE_MINUTES + 1) * 60_000);
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses a partial session everywhere but its own step, and a player token everywhere', async () => {
    await add('halfway', 'admin');
    const { token } = await started('halfway');
    for (const route of t.app.operatorRoutes.filter((r) => !['session', 'enrol'].includes(r.gate))) {
      const response = await t.app.inject({ method: route.method as 'GET', url: route.url.replace(':id', '1'), headers: bearer(token) });
      expect([route.url, response.statusCode]).toEqual([route.url, route.gate === 'verify' ? 403 : 401]);
    }
  });
});
