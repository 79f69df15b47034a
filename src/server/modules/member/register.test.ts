import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api/account';
import { memberProfiles, members } from '../../db/schema/index';
import { patchMerchantConfig } from '../../test/app';
import { bearer, buildAccountApp, humanProof, lastCode, sendE, solvedCaptcha, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';

describe.each(testDrivers())('registration (%s)', (driver) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
  });
  afterAll(async () => t?.close());

  let mobileSeq = 100;
  const nextMobile = () => `81234${String((mobileSeq += 1)).padStart(4, '0')}`;
  async function payload(extra: Record<string, unknown> = {}) {
    return {
      username: 'newplayer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: nextMobile(),
      countryDialingCode: '66',
      registerMethod: 'WEB',
      registerUrl: 'https://luckyharbor.example/register?referralCode=FRIEND1',
      referralCode: 'FRIEND1',
      domain: 'luckyharbor.example',
      agreeTerms: true,
      ageConfirmed: true,
      human: await humanProof(t),
      ...(await solvedCaptcha(t)),
      ...extra,
    };
  }
  const put = async (body: Record<string, unknown>, path = '/wps/member/register') => sendE(t, 'PUT', path, body);

  it('registers by username, stores the profile and signs in', async () => {
    const response = await put(await payload({ affiliateCode: 'demoagent', email: 'new1@example.com' }));
    expect(response.statusCode).toBe(200);
    const result = response.json<{ value: LoginResult }>().value;
    expect(result).toMatchObject({ firstTimeLogin: true, user: { account: 'newplayer1', email: 'new1@example.com' } });
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(result.token) })).statusCode).toBe(200);
    const [profile] = await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.memberId, result.user.id));
    expect(profile).toMatchObject({ referralCode: 'FRIEND1', registerMethod: 'WEB', domain: 'luckyharbor.example', registerIp: '127.0.0.1' });
    const [member] = await t.database.db.select().from(members).where(eq(members.id, result.user.id));
    expect(member?.uplineId).not.toBeNull();
  });

  it('refuses a taken name with 409 account_exists', async () => {
    const response = await put(await payload());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'account_exists', errors: { username: 'taken' } });
  });

  it('answers per-field problems with bounds from the merchant config', async () => {
    const response = await put(await payload({ username: '9bad', password: 'short', confirmPassword: 'other', email: 'nope' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { username: 'pattern', password: 'pattern', confirmPassword: 'mismatch', email: 'pattern' },
      value: { fields: { username: { problem: 'pattern', pattern: 'letterFirstAlnum', min: 6, max: 12 } } },
    });
  });

  it('requires terms, a valid invitation code, a valid phone, the captcha and a human proof', async () => {
    expect((await put(await payload({ username: 'termsless1', agreeTerms: false }))).json()).toMatchObject({ code: 'agree_terms' });
    expect((await put(await payload({ username: 'inviteless1', affiliateCode: 'NOSUCH' }))).json()).toMatchObject({ code: 'invitation_code_error' });
    expect((await put(await payload({ username: 'phoneless1', mobileNum: '12345678' }))).json()).toMatchObject({ code: 'invalid_phone_format' });
    const badCaptcha = await put(await payload({ username: 'captchaless', captcha: '00000', captchaId: 'nope' }));
    expect(badCaptcha.json()).toMatchObject({ code: 'captcha_invalid' });
    const noHuman = await put({ ...(await payload({ username: 'humanless1' })), human: undefined });
    expect(noHuman.json()).toMatchObject({ code: 'human_verification_failed' });
  });

  it('registers by mobile with the SMS code from the outbox; codes are single use and expire', async () => {
    const mobile = nextMobile();
    const send = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo: mobile, countryDialingCode: '66', human: await humanProof(t) } });
    expect(send.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const code = await lastCode(t, `+66${mobile}`);
    const body = { username: undefined, mobileNum: mobile, verificationCode: code };
    const wrong = await put(await payload({ ...body, verificationCode: code === '000000' ? '111111' : '000000' }), '/wps/member/register/mobile');
    expect(wrong.json()).toMatchObject({ code: 'verification_code_invalid' });
    const ok = await put(await payload(body), '/wps/member/register/mobile');
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ value: LoginResult }>().value.user).toMatchObject({ account: `m${mobile}`, mobileNum: mobile, countryDialingCode: '66' });
    const reused = await put(await payload({ ...body, mobileNum: nextMobile() }), '/wps/member/register/mobile');
    expect(reused.json()).toMatchObject({ code: 'verification_code_invalid' });
    const other = nextMobile();
    await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo: other, countryDialingCode: '66', human: await humanProof(t) } });
    const otherCode = await lastCode(t, `+66${other}`);
    t.clock.advance(6 * 60_000);
    const expired = await put(await payload({ username: undefined, mobileNum: other, verificationCode: otherCode }), '/wps/member/register/mobile');
    expect(expired.json()).toMatchObject({ code: 'verification_code_expired' });
  });

  it('is atomic: a failure after the member insert leaves no account and no profile', async () => {
    const before = await t.database.db.select({ n: count() }).from(members);
    t.app.accounts.faults.afterMemberInsert = () => {
      throw new Error('injected failure');
    };
    try {
      const response = await put(await payload({ username: 'halfmade1' }));
      expect(response.statusCode).toBe(500);
    } finally {
      t.app.accounts.faults.afterMemberInsert = undefined;
    }
    const after = await t.database.db.select({ n: count() }).from(members);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(await t.database.db.select().from(members).where(eq(members.account, 'halfmade1'))).toEqual([]);
    expect((await put(await payload({ username: 'halfmade1' }))).statusCode).toBe(200);
  });

  it('refuses a registration kind the merchant switched off', async () => {
    await patchMerchantConfig(t.app, { features: { usernameRegistration: false } });
    expect((await put(await payload({ username: 'switched1' }))).json()).toMatchObject({ code: 'function_not_enabled' });
    await patchMerchantConfig(t.app, { features: { usernameRegistration: true } });
  });
});
