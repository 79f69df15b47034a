import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api/account';
import { members } from '../../db/schema/index';
import { DEMO_AGENT, DEMO_PLAYER } from '../../db/seed/data/demo-accounts';
import { bearer, buildAccountApp, humanProof, postLogin, solvedCaptcha, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';

describe.each(testDrivers())('login (%s)', (driver) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
  });
  afterAll(async () => t?.close());

  it('signs the demo player in with a token, previous login and history', async () => {
    const first = await postLogin(t, DEMO_PLAYER.account, DEMO_PLAYER.password);
    expect(first.statusCode).toBe(200);
    const result = first.json<{ value: LoginResult }>().value;
    expect(result.token.length).toBeGreaterThanOrEqual(22);
    expect(result).toMatchObject({ firstTimeLogin: true, weakPassword: false, passwordExpired: false });
    expect(result.user).toMatchObject({ account: DEMO_PLAYER.account, isAgent: false, isTrial: false, previousLogin: null });
    t.clock.advance(60_000);
    const second = (await postLogin(t, DEMO_PLAYER.account, DEMO_PLAYER.password)).json<{ value: LoginResult }>().value;
    expect(second.firstTimeLogin).toBe(false);
    expect(second.user.previousLogin).toEqual({ at: new Date(t.clock.t - 60_000).toISOString(), ip: '127.0.0.1' });
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(second.token) });
    expect(info.json()).toMatchObject({ success: true, value: { account: DEMO_PLAYER.account, previousLogin: second.user.previousLogin } });
  });

  it('answers a wrong password and an unknown name the same way', async () => {
    const wrong = await postLogin(t, DEMO_AGENT.account, 'Wrong12345', { remoteAddress: '10.1.0.1' });
    const unknown = await postLogin(t, 'nosuchuser', 'Wrong12345', { remoteAddress: '10.1.0.2' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'wrong_account_or_password', value: { captcha: false } });
    }
  });

  it('needs a fresh human proof: missing or replayed proofs fail', async () => {
    const missing = await postLogin(t, DEMO_PLAYER.account, DEMO_PLAYER.password, { human: false });
    expect(missing.json()).toMatchObject({ code: 'human_verification_failed' });
    const proof = await humanProof(t);
    const once = await postLogin(t, DEMO_PLAYER.account, DEMO_PLAYER.password, { human: false, extra: { human: proof } });
    expect(once.statusCode).toBe(200);
    const replay = await postLogin(t, DEMO_PLAYER.account, DEMO_PLAYER.password, { human: false, extra: { human: proof } });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ code: 'human_verification_failed' });
    const forged = await postLogin(t, DEMO_PLAYER.account, DEMO_PLAYER.password, { human: false, extra: { human: { ...(await humanProof(t)), difficulty: 0 } } });
    expect(forged.json()).toMatchObject({ code: 'human_verification_failed' });
  });

  it('turns the captcha on after 2 failures, refuses replayed captchas and throttles to 429', async () => {
    const ip = { remoteAddress: '10.2.0.1' };
    await postLogin(t, 'downline1', 'Bad000001', ip);
    const second = await postLogin(t, 'downline1', 'Bad000001', ip);
    expect(second.json()).toMatchObject({ code: 'wrong_account_or_password', value: { captcha: true } });
    const noCaptcha = await postLogin(t, 'downline1', 'Down1234', ip);
    expect(noCaptcha.statusCode).toBe(422);
    expect(noCaptcha.json()).toMatchObject({ code: 'captcha_invalid', value: { captcha: true } });
    const solved = await solvedCaptcha(t);
    const wrongAgain = await postLogin(t, 'downline1', 'Bad000001', { ...ip, extra: solved });
    expect(wrongAgain.json()).toMatchObject({ code: 'wrong_account_or_password', value: { captcha: true } });
    const replayed = await postLogin(t, 'downline1', 'Down1234', { ...ip, extra: solved });
    expect(replayed.json()).toMatchObject({ code: 'captcha_invalid' });
    for (let i = 0; i < 2; i += 1) await postLogin(t, 'downline1', 'Bad000001', { ...ip, extra: await solvedCaptcha(t) });
    const locked = await postLogin(t, 'downline1', 'Down1234', { ...ip, extra: await solvedCaptcha(t) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_requests', message: expect.stringContaining('5 minutes') });
    t.clock.advance(5 * 60_000 + 1000);
    expect((await postLogin(t, 'downline1', 'Down1234', ip)).statusCode).toBe(200);
  });

  it('throttles an address trying many names', async () => {
    const ip = { remoteAddress: '10.3.0.1' };
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      const extra = i >= 5 ? await solvedCaptcha(t, ip.remoteAddress) : {};
      last = (await postLogin(t, `probe${i}`, 'Nope12345', { ...ip, extra })).statusCode;
    }
    expect(last).toBe(429);
  });

  it('lets only agents in from the agent page; agents may use the member side', async () => {
    const member = await postLogin(t, 'downline2', 'Down1234', { extra: { agent: true } });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'non_agent_login' });
    expect((await postLogin(t, DEMO_AGENT.account, DEMO_AGENT.password, { extra: { agent: true } })).statusCode).toBe(200);
    const agentOnMemberSide = await postLogin(t, DEMO_AGENT.account, DEMO_AGENT.password);
    expect(agentOnMemberSide.json<{ value: LoginResult }>().value.user.isAgent).toBe(true);
  });

  it('refuses a blocked account with non_member_login, only after the password is right', async () => {
    await t.database.db.update(members).set({ status: 'BLOCKED' }).where(eq(members.account, 'downline1'));
    const wrong = await postLogin(t, 'downline1', 'Wrong12345', { remoteAddress: '10.7.0.1' });
    expect(wrong.json()).toMatchObject({ code: 'wrong_account_or_password' });
    const right = await postLogin(t, 'downline1', 'Down1234', { remoteAddress: '10.7.0.1' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'non_member_login' });
    await t.database.db.update(members).set({ status: 'ACTIVE' }).where(eq(members.account, 'downline1'));
  });

  it('answers sms and firebase logins per feature flags', async () => {
    const firebase = await postLogin(t, 'x', 'y', { extra: { type: 'firebase' } });
    expect(firebase.json()).toMatchObject({ code: 'function_not_enabled' });
    const sms = await postLogin(t, '812345678', '000000', { extra: { type: 'sms' } });
    expect(sms.json()).toMatchObject({ code: 'verification_code_invalid' });
  });

  it('lists the login history with device and result, and refuses it to trial accounts', async () => {
    const ua = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36' };
    const token = (await postLogin(t, 'downline3', 'Down1234')).json<{ value: LoginResult }>().value.token;
    await postLogin(t, 'downline3', 'Wrong99999');
    const history = await t.app.inject({ url: '/wps/member/loginHistory', headers: { ...bearer(token), ...ua } });
    expect(history.statusCode).toBe(200);
    const list = history.json<{ value: { list: Array<{ result: string; device: string; ip: string }> } }>().value.list;
    expect(list.map((e) => e.result)).toEqual(['FAILED', 'SUCCESS']);
    expect(list[0]).toMatchObject({ ip: '127.0.0.1', device: expect.any(String) });
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json<{ value: LoginResult }>().value;
    const refused = await t.app.inject({ url: '/wps/member/loginHistory', headers: bearer(trial.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'in_need_true_account' });
  });
});
