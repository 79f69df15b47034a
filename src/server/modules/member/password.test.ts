import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api/account';
import { patchMerchantConfig } from '../../test/app';
import { bearer, buildAccountApp, humanProof, lastCode, loginToken, outbox, postLogin, sendE, solvedCaptcha, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';

describe.each(testDrivers())('passwords and recovery (%s)', (driver) => {
  let t: AccountTestApp;
  const mobile = '823456789';
  beforeAll(async () => {
    t = await buildAccountApp(driver);
    const response = await sendE(t, 'PUT', '/wps/member/register', {
      username: 'recover1',
      password: 'First1234',
      confirmPassword: 'First1234',
      mobileNum: mobile,
      countryDialingCode: '66',
      email: 'recover1@example.com',
      registerMethod: 'WEB',
      agreeTerms: true,
      ageConfirmed: true,
      human: await humanProof(t),
      ...(await solvedCaptcha(t)),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  afterAll(async () => t?.close());

  const form = (body: string, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/wps/member/password/email', payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress });

  it('changes the password with the old one, the rule and a matching confirmation; other sessions end', async () => {
    const other = await loginToken(t, 'recover1', 'First1234');
    const token = await loginToken(t, 'recover1', 'First1234');
    const change = (body: Record<string, string>) => sendE(t, 'POST', '/wps/member/password', body, bearer(token));
    expect((await change({ oldPassword: 'Wrong1234', newPassword: 'Second123', confirmNewPassword: 'Second123' })).json()).toMatchObject({ code: 'validation_failed', errors: { oldPassword: 'incorrect' } });
    expect((await change({ oldPassword: 'First1234', newPassword: 'abc', confirmNewPassword: 'abc' })).json()).toMatchObject({ errors: { newPassword: 'pattern' } });
    expect((await change({ oldPassword: 'First1234', newPassword: 'Second123', confirmNewPassword: 'Second124' })).json()).toMatchObject({ code: 'confirm_password_incorrect' });
    const ok = await change({ oldPassword: 'First1234', newPassword: 'Second123', confirmNewPassword: 'Second123' });
    expect(ok.json()).toEqual({ success: true, value: null });
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode).toBe(200);
    expect((await postLogin(t, 'recover1', 'Second123')).statusCode).toBe(200);
    expect((await sendE(t, 'POST', '/wps/member/password', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' })).statusCode).toBe(401);
  });

  it('recovers by phone: SMS code + new password signs in', async () => {
    const send = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: mobile, countryDialingCode: '66', purpose: 'password', human: await humanProof(t) } });
    expect(send.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const code = await lastCode(t, `+66${mobile}`);
    const response = await sendE(t, 'POST', '/wps/member/password/verification', { mobileNum: mobile, countryDialingCode: '66', verificationCode: code, newPassword: 'Third1234' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ value: LoginResult }>().value.user.account).toBe('recover1');
    const again = await sendE(t, 'POST', '/wps/member/password/verification', { mobileNum: mobile, countryDialingCode: '66', verificationCode: code, newPassword: 'Fourth123' });
    expect(again.json()).toMatchObject({ code: 'verification_code_invalid' });
    expect((await postLogin(t, 'recover1', 'Third1234')).statusCode).toBe(200);
  });

  it('recovers by e-mail: form body, throttled, then not-exist, then a one-time link', async () => {
    const unknown = await form('username=recover1&email=other%40example.com', '10.9.0.1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'username_or_email_not_exist' });
    expect((await form('username=recover1&email=bad', '10.9.0.2')).json()).toMatchObject({ code: 'email_format_incorrect' });
    t.clock.advance(61_000);
    const sent = await form('username=RECOVER1&email=Recover1%40example.com', '10.9.0.3');
    expect(sent.json()).toEqual({ success: true, value: { sent: true } });
    const mail = (await outbox(t)).find((e) => e.channel === 'email' && e.recipient === 'recover1@example.com');
    const token = decodeURIComponent(/resetToken=([^\s]+)/u.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token).toMatch(/^\d+\./u);
    expect((await form('username=recover1&email=recover1%40example.com', '10.9.0.3')).statusCode).toBe(429);
    const reset = await sendE(t, 'POST', '/wps/member/password/reset', { token, newPassword: 'Mailed123', confirmNewPassword: 'Mailed123' });
    expect(reset.statusCode).toBe(200);
    const replay = await sendE(t, 'POST', '/wps/member/password/reset', { token, newPassword: 'Mailed124', confirmNewPassword: 'Mailed124' });
    expect(replay.json()).toMatchObject({ code: 'verification_code_invalid' });
    expect((await postLogin(t, 'recover1', 'Mailed123')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await form(`username=x${i}&email=x%40example.com`, '10.9.0.9');
    expect((await form('username=x&email=x%40example.com', '10.9.0.9')).statusCode).toBe(429);
  });

  it('gives a code 5 tries: after 5 wrong ones even the right one fails', async () => {
    t.clock.advance(2000);
    await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: mobile, countryDialingCode: '66', purpose: 'password', human: await humanProof(t) } });
    const code = await lastCode(t, `+66${mobile}`);
    const attempt = (verificationCode: string) =>
      sendE(t, 'POST', '/wps/member/password/verification', { mobileNum: mobile, countryDialingCode: '66', verificationCode, newPassword: 'Tries1234' });
    for (let i = 0; i < 5; i += 1) expect((await attempt(code === '000000' ? '111111' : '000000')).json()).toMatchObject({ code: 'verification_code_invalid' });
    expect((await attempt(code)).json()).toMatchObject({ code: 'verification_code_invalid' });
  });

  it('refuses phone recovery when CHNGPASSVERIF3 is off', async () => {
    await patchMerchantConfig(t.app, { settings: { CHNGPASSVERIF3: false } });
    const response = await sendE(t, 'POST', '/wps/member/password/verification', { mobileNum: mobile, countryDialingCode: '66', verificationCode: '123456', newPassword: 'Fifth1234' });
    expect(response.json()).toMatchObject({ code: 'function_not_enabled' });
    await patchMerchantConfig(t.app, { settings: { CHNGPASSVERIF3: true } });
  });

  it('asks for a code when signing in from a new address, and accepts it once', async () => {
    const remoteAddress = '10.44.0.1';
    t.clock.advance(2000);
    const first = await postLogin(t, 'recover1', 'Mailed123', { remoteAddress });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ code: 'please_verify_first', value: { channel: 'SMS', recipient: '********6789' } });
    const code = await lastCode(t, `+66${mobile}`);
    const wrong = await postLogin(t, 'recover1', 'Mailed123', { remoteAddress, extra: { addressCode: '999999' === code ? '000000' : '999999' } });
    expect(wrong.json()).toMatchObject({ code: 'verification_code_invalid' });
    const ok = await postLogin(t, 'recover1', 'Mailed123', { remoteAddress, extra: { addressCode: code } });
    expect(ok.statusCode).toBe(200);
    expect((await postLogin(t, 'recover1', 'Mailed123', { remoteAddress })).statusCode).toBe(200);
  });

  it('signs in by SMS code', async () => {
    t.clock.advance(2000);
    await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: mobile, countryDialingCode: '66', human: await humanProof(t) } });
    const code = await lastCode(t, `+66${mobile}`);
    const response = await postLogin(t, mobile, code, { human: false, extra: { type: 'sms', countryDialingCode: '66' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ value: LoginResult }>().value).toMatchObject({ weakPassword: false, user: { account: 'recover1' } });
  });
});
