import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed/data/demo-accounts';
import { bearer, buildAccountApp, humanProof, loginToken, sendE, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';

type Body = Record<string, unknown>;
interface Case {
  method: 'POST' | 'PUT';
  url: string;
  encrypted: boolean;
  auth?: boolean;
  body: () => Promise<Body>;
}

const proof = {
  id: 'abcdefgh',
  salt: 'salt',
  difficulty: 3,
  expiresAt: new Date().toISOString(),
  signature: 'f'.repeat(64),
  nonce: 1,
};

const CASES: Case[] = [
  {
    method: 'POST',
    url: '/wps/session/login',
    encrypted: true,
    body: async () => ({ username: 'a', password: 'b', type: 'username', captcha: '1', captchaId: 'x', human: proof, addressCode: '1', agent: false, countryDialingCode: '66', firebaseIdToken: 'x' }),
  },
  ...(['/wps/member/register', '/wps/member/register/mobile'] as const).map((url) => ({
    method: 'PUT' as const,
    url,
    encrypted: true,
    body: async () => ({
      username: 'abcdefg', password: 'Abc12345', confirmPassword: 'Abc12345', payeeName: 'A B', email: 'a@b.co', qqNum: '12345',
      mobileNum: '812345678', recommenderId: 'r', captcha: '1', captchaId: 'x', verificationCode: '123456', affiliateCode: 'X',
      paymentPassword: '123456', line: 'l', whatsapp: '1', facebook: 'f', wechat: 'w', idNumber: '1', referralCode: 'r',
      domain: 'd', countryDialingCode: '66', login: true, firebaseChannel: 'c', firebaseIdToken: 't', registerUrl: 'u',
      registerMethod: 'WEB', agreeTerms: true, ageConfirmed: true, human: proof,
    }),
  })),
  { method: 'POST', url: '/wps/member/password', encrypted: true, auth: true, body: async () => ({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }) },
  { method: 'POST', url: '/wps/member/password/verification', encrypted: true, body: async () => ({ newPassword: 'a', mobileNum: '1', countryDialingCode: '66', verificationCode: '1' }) },
  { method: 'POST', url: '/wps/member/password/reset', encrypted: true, body: async () => ({ token: 't', newPassword: 'a', confirmNewPassword: 'a' }) },
  { method: 'POST', url: '/wps/verification/sms/noLogin', encrypted: false, body: async () => ({ mobileNum: '1', countryDialingCode: '66', purpose: 'login', human: proof }) },
  { method: 'POST', url: '/wps/verification/sms/register', encrypted: false, body: async () => ({ mobileNo: '1', countryDialingCode: '66', human: proof }) },
  { method: 'POST', url: '/wps/session/login/freeplay', encrypted: false, body: async () => ({ os: 'x', platform: 'W', gatewayVersion: 3 }) },
];

describe.each(testDrivers())('input validation of account calls (%s)', (driver) => {
  let t: AccountTestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
    token = await loginToken(t, DEMO_PLAYER.account, DEMO_PLAYER.password);
  });
  afterAll(async () => t?.close());

  async function send(c: Case, body: Body) {
    const headers = c.auth ? bearer(token) : {};
    if (c.encrypted) return sendE(t, c.method, c.url, body, headers);
    return t.app.inject({ method: c.method, url: c.url, payload: body, headers });
  }

  it.each(CASES.map((c) => [`${c.method} ${c.url}`, c] as const))('%s: wrong types and unknown fields → 422 naming the field', async (_name, c) => {
    const valid = await c.body();
    for (const field of Object.keys(valid)) {
      for (const wrong of [{ nested: 1 }, 12345, [1]]) {
        const response = await send(c, { ...valid, [field]: wrong });
        expect(response.statusCode, `${field} = ${JSON.stringify(wrong)}: ${response.body}`).toBe(422);
        const errors = response.json<{ errors?: Record<string, string> }>().errors ?? {};
        expect(Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`)), `${field}: ${response.body}`).toBe(true);
      }
    }
    const unknown = await send(c, { ...valid, merchantCode: 'OTHER' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'validation_failed', errors: { merchantCode: 'unknown_field' } });
  });

  it('takes form bodies on e-mail recovery and refuses unknown form fields', async () => {
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/wps/member/password/email', payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await post('username=a&email=a%40b.co&x=1')).json()).toMatchObject({ code: 'validation_failed', errors: { x: 'unknown_field' } });
    expect((await post('username=&email=')).statusCode).toBe(422);
  });

  it('never answers random payloads with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CASES), fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }), async (c, body) => {
        const response = await send(c, body);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    const human = await humanProof(t);
    expect(human.difficulty).toBe(3);
  });
});
