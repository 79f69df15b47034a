import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api/account';
import { members } from '../../db/schema/index';
import { DEMO_PLAYER } from '../../db/seed/data/demo-accounts';
import { hashPassword } from '../../lib/password';
import { patchMerchantConfig } from '../../test/app';
import { bearer, buildAccountApp, loginToken, postLogin, sendE, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';

describe.each(testDrivers())('sessions (%s)', (driver) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
  });
  afterAll(async () => t?.close());

  const info = (token: string) => t.app.inject({ url: '/wps/member/info', headers: bearer(token) });

  it('refuses missing, malformed and unknown tokens with 401 not_logged_in', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
      const response = await t.app.inject({ url: '/wps/member/info', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'not_logged_in' });
    }
  });

  it('ends a session after 30 idle minutes, but not while it is used', async () => {
    const token = await loginToken(t, DEMO_PLAYER.account, DEMO_PLAYER.password);
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(20 * 60_000);
      expect((await info(token)).statusCode).toBe(200);
    }
    t.clock.advance(31 * 60_000);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('ends a session after its absolute lifetime of 24 hours however active', async () => {
    const token = await loginToken(t, DEMO_PLAYER.account, DEMO_PLAYER.password);
    for (let hours = 0; hours < 24 * 3 - 1; hours += 1) {
      t.clock.advance(20 * 60_000);
      expect((await info(token)).statusCode, `after ${hours / 3} h`).toBe(200);
    }
    t.clock.advance(21 * 60_000);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const token = await loginToken(t, DEMO_PLAYER.account, DEMO_PLAYER.password);
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.json()).toEqual({ success: true, value: null });
    expect((await info(token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('answers balance, public state and the avatar for a session', async () => {
    const token = await loginToken(t, DEMO_PLAYER.account, DEMO_PLAYER.password);
    const balance = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) });
    expect(balance.json()).toEqual({ success: true, value: { balance: '0.00', currency: 'THB', currencySymbol: '฿' } });
    const state = await t.app.inject({ url: '/wps/member/publicState', headers: bearer(token) });
    expect(state.json()).toMatchObject({ value: { balance: '0.00', hasVip: false, unreadMessage: 0, availablePromo: { REFERRAL: { enabled: false } } } });
    const icon = await t.app.inject({ url: '/wps/member/info/icon', headers: bearer(token) });
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg/);
    for (const url of ['/wps/v2/wallets/balance', '/wps/member/publicState', '/wps/member/info/icon']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('restricts a weak-password session to the password change until it is changed', async () => {
    const hash = await hashPassword('123456', 'test');
    await t.database.db.update(members).set({ passwordHash: hash }).where(eq(members.account, 'downline1'));
    const result = (await postLogin(t, 'downline1', '123456')).json<{ value: LoginResult }>().value;
    expect(result).toMatchObject({ weakPassword: true, passwordExpired: false });
    const headers = bearer(result.token);
    expect((await info(result.token)).statusCode).toBe(200);
    const blocked = await t.app.inject({ url: '/wps/v2/wallets/balance', headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'password_change_required' });
    const weakAgain = await sendE(t, 'POST', '/wps/member/password', { oldPassword: '123456', newPassword: '123456', confirmNewPassword: '123456' }, headers);
    expect(weakAgain.statusCode).toBe(422);
    const change = await sendE(t, 'POST', '/wps/member/password', { oldPassword: '123456', newPassword: 'Better123', confirmNewPassword: 'Better123' }, headers);
    expect(change.json()).toEqual({ success: true, value: null });
    expect((await t.app.inject({ url: '/wps/v2/wallets/balance', headers })).statusCode).toBe(200);
  });

  it('flags an expired password when the merchant enables expiry', async () => {
    await patchMerchantConfig(t.app, { features: { passwordExpiry: true } });
    t.clock.advance(91 * 86_400_000);
    const result = (await postLogin(t, 'downline2', 'Down1234')).json<{ value: LoginResult }>().value;
    expect(result).toMatchObject({ passwordExpired: true, weakPassword: false });
    expect((await t.app.inject({ url: '/wps/member/publicState', headers: bearer(result.token) })).statusCode).toBe(403);
    await patchMerchantConfig(t.app, { features: { passwordExpiry: false } });
  });

  it('creates trial accounts only while free play is on, and keeps them off account calls', async () => {
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 } });
    expect(trial.statusCode).toBe(200);
    const value = trial.json<{ value: LoginResult }>().value;
    expect(value.user).toMatchObject({ type: 4, isTrial: true });
    expect(value.user.account).toMatch(/^guest[0-9a-f]{10}$/u);
    const change = await sendE(t, 'POST', '/wps/member/password', { oldPassword: 'a', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' }, bearer(value.token));
    expect(change.json()).toMatchObject({ code: 'in_need_true_account' });
    expect((await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(value.token) })).statusCode).toBe(200);
    await patchMerchantConfig(t.app, { features: { freePlay: false } });
    const off = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    expect(off.json()).toMatchObject({ code: 'function_not_enabled' });
    await patchMerchantConfig(t.app, { features: { freePlay: true } });
  });
});
