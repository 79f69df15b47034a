import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/index';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { operatorToken } from '../../test/operator-client';
import { cliActor } from './audit';
import { addOperator } from './service';

describe.each(testDrivers())('operators on %s', (driver) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
  });
  afterAll(async () => t.close());

  it('signs the seeded operator in and audits the sign-in', async () => {
    const token = await operatorToken(t);
    const me = await t.app.inject({ url: '/ops-api/session/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ success: true, value: { stage: 'full', operator: { username: 'ops', role: 'admin' } } });
    const audit = await t.app.inject({ url: '/ops-api/audit?targetType=operator', headers: bearer(token) });
    const list = audit.json<{ value: { list: { action: string; actor: string }[] } }>().value.list;
    expect(list.some((r) => r.action === 'operator.login' && r.actor.startsWith('operator:'))).toBe(true);
  });

  it('refuses wrong passwords, unknown names and extra fields', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/ops-api/session/login', payload: { username: 'ops', password: 'nope12345' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, code: 'wrong_account_or_password' });
    const unknown = await t.app.inject({ method: 'POST', url: '/ops-api/session/login', payload: { username: 'ghost', password: 'Ops12345' } });
    expect(unknown.json()).toMatchObject({ code: 'wrong_account_or_password' });
    const extra = await t.app.inject({ method: 'POST', url: '/ops-api/session/login', payload: { username: 'ops', password: 'Ops12345', role: 'x' } });
    expect(extra.statusCode).toBe(422);
  });

  it('keeps player tokens out of the operator API and operator tokens out of the player API', async () => {
    const player = await loginToken(t, 'demoplayer', 'Demo1234');
    expect((await t.app.inject({ url: '/ops-api/session/me', headers: bearer(player) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/ops-api/audit' })).statusCode).toBe(401);
    const ops = await operatorToken(t);
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(ops) })).statusCode).toBe(401);
  });

  it('adds operators with an audit row in the same transaction; a taken name adds nothing', async () => {
    const merchantId = (await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' }))?.id ?? 0;
    const added = await addOperator(t.database.db, cliActor(merchantId), { username: 'cashier1', password: 'Cash1234', role: 'finance', cost: 'test' });
    await expect(addOperator(t.database.db, cliActor(merchantId), { username: 'cashier1', password: 'Other123', role: 'admin', cost: 'test' })).rejects.toMatchObject({
      code: 'account_exists',
    });
    const rows = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, String(added.id)));
    const adds = rows.filter((r) => r.action === 'operator.add');
    expect(adds).toHaveLength(1);
    expect(adds[0]).toMatchObject({ operatorId: null, before: null, after: { username: 'cashier1', role: 'finance' } });
    expect(adds[0]?.actor).toMatch(/^cli:/u);
    const token = await operatorToken(t, 'cashier1', 'Cash1234');
    expect((await t.app.inject({ url: '/ops-api/session/me', headers: bearer(token) })).json()).toMatchObject({ value: { operator: { role: 'finance' } } });
  });

  it("changes another operator's role and status, resets its second factor and lifts its lockout, audited; never one's own", async () => {
    const merchantId = (await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' }))?.id ?? 0;
    const { id } = await addOperator(t.database.db, cliActor(merchantId), { username: 'desk1', password: 'Desk1234', role: 'support', cost: 'test' });
    const admin = await operatorToken(t);
    const own = await operatorToken(t, 'desk1', 'Desk1234');
    const send = (method: 'PUT' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(admin) });
    const me = () => t.app.inject({ url: '/ops-api/session/me', headers: bearer(own) });
    expect((await send('PUT', `/ops-api/operators/${id}`, { role: 'readonly' })).json()).toMatchObject({ value: { role: 'readonly', enrolled: true } });
    expect((await me()).json()).toMatchObject({ value: { operator: { role: 'readonly' } } });
    for (const body of [{}, { role: 'root' }, { status: 'GONE' }, { role: 'admin', extra: 1 }]) expect((await send('PUT', `/ops-api/operators/${id}`, body)).statusCode).toBe(422);
    expect((await send('PUT', '/ops-api/operators/99999', { role: 'admin' })).json()).toMatchObject({ code: 'not_found' });
    expect((await send('PUT', '/ops-api/operators/abc', { role: 'admin' })).statusCode).toBe(422);
    const ownId = (await me()).json<{ value: { operator: { id: number } } }>().value.operator.id;
    const adminId = (await t.app.inject({ url: '/ops-api/session/me', headers: bearer(admin) })).json<{ value: { operator: { id: number } } }>().value.operator.id;
    expect(ownId).toBe(id);
    expect((await send('PUT', `/ops-api/operators/${adminId}`, { role: 'readonly' })).json()).toMatchObject({ code: 'operator_self' });
    expect((await send('POST', `/ops-api/operators/${adminId}/reset-second-factor`)).json()).toMatchObject({ code: 'operator_self' });

    // A lost phone: the authenticator is forgotten and the sessions end; the next sign-in enrols again.
    expect((await send('POST', `/ops-api/operators/${id}/reset-second-factor`)).json()).toMatchObject({ value: { enrolled: false } });
    expect((await me()).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/ops-api/session/login', payload: { username: 'desk1', password: 'Desk1234' } });
    expect(login.json()).toMatchObject({ value: { stage: 'enrol' } });

    for (let i = 0; i < 5; i += 1) await t.app.inject({ method: 'POST', url: '/ops-api/session/login', payload: { username: 'desk1', password: 'wrong123' } });
    const locked = () => t.app.inject({ method: 'POST', url: '/ops-api/session/login', payload: { username: 'desk1', password: 'Desk1234' } });
    expect((await locked()).json()).toMatchObject({ code: 'account_locked' });
    expect((await send('POST', `/ops-api/operators/${id}/unlock`)).json()).toMatchObject({ value: { lockedUntil: null } });
    expect((await locked()).statusCode).toBe(200);

    expect((await send('PUT', `/ops-api/operators/${id}`, { status: 'DISABLED' })).statusCode).toBe(200);
    expect((await locked()).json()).toMatchObject({ code: 'wrong_account_or_password' });
    const audit = await t.app.inject({ url: `/ops-api/audit?targetType=operator&targetId=${id}`, headers: bearer(admin) });
    const actions = audit.json<{ value: { list: { action: string }[] } }>().value.list.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['operator.change', 'operator.reset_second_factor', 'operator.unlock']));
  });

  it('throttles guessing of an operator password', async () => {
    const attempt = () => t.app.inject({ method: 'POST', url: '/ops-api/session/login', payload: { username: 'guessme', password: 'wrong123' }, remoteAddress: '10.9.9.9' });
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await attempt()).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(t.database.db.update(operatorAudit).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.database.db.delete(operatorAudit)).rejects.toThrow();
  });

  it('ends the session on logout', async () => {
    const token = await operatorToken(t);
    expect((await t.app.inject({ method: 'POST', url: '/ops-api/session/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/ops-api/session/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});
