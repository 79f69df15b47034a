import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_ID_HEADER } from '@shared/api/account';
import { patchMerchantConfig } from '../../test/app';
import { buildAccountApp, humanProof, outbox, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';

describe.each(testDrivers())('verification, captcha and affiliate calls (%s)', (driver) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
  });
  afterAll(async () => t?.close());

  const sms = async (body: Record<string, unknown>, remoteAddress?: string, path = '/wps/verification/sms/register') =>
    t.app.inject({ method: 'POST', url: path, payload: { countryDialingCode: '66', human: await humanProof(t), ...body }, remoteAddress });

  it('sends one SMS a second per number and per address', async () => {
    expect((await sms({ mobileNo: '811111111' }, '10.5.0.1')).statusCode).toBe(200);
    const sameNumber = await sms({ mobileNo: '811111111' }, '10.5.0.2');
    expect(sameNumber.statusCode).toBe(429);
    expect(sameNumber.json()).toMatchObject({ code: 'too_many_requests' });
    expect((await sms({ mobileNo: '811111112' }, '10.5.0.1')).statusCode).toBe(429);
    t.clock.advance(1001);
    expect((await sms({ mobileNo: '811111112' }, '10.5.0.1')).statusCode).toBe(200);
    const list = await outbox(t);
    expect(list[0]).toMatchObject({ channel: 'sms', recipient: '+66811111112', text: expect.stringMatching(/\d{6}/u) });
    expect(Date.parse(list[0]?.time ?? '')).toBeGreaterThanOrEqual(Date.parse(list[1]?.time ?? ''));
  });

  it('checks the phone digits per country and needs a human proof', async () => {
    t.clock.advance(1001);
    for (const mobileNo of ['81234', '8123456789', '81234567a']) {
      const response = await sms({ mobileNo });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'invalid_phone_format' });
    }
    const noHuman = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo: '811111113', countryDialingCode: '66' } });
    expect(noHuman.json()).toMatchObject({ code: 'human_verification_failed' });
  });

  it('answers sms/noLogin the same for unknown numbers and sends nothing', async () => {
    t.clock.advance(1001);
    const before = (await outbox(t)).length;
    const response = await sms({ mobileNum: '899999999' }, undefined, '/wps/verification/sms/noLogin');
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
    expect((await outbox(t)).length).toBe(before);
    await patchMerchantConfig(t.app, { features: { mobileCodeLogin: false } });
    t.clock.advance(1001);
    const off = await sms({ mobileNum: '899999999' }, undefined, '/wps/verification/sms/noLogin');
    expect(off.json()).toMatchObject({ code: 'function_not_enabled' });
    await patchMerchantConfig(t.app, { features: { mobileCodeLogin: true } });
  });

  it('serves captchas as base64 SVG with the id in a header, at most one a second per address', async () => {
    t.clock.advance(1001);
    const response = await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.6.0.1' });
    expect(response.statusCode).toBe(200);
    const image = response.json<{ value: string }>().value;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/u);
    const id = String(response.headers[CAPTCHA_ID_HEADER]);
    expect(id.length).toBeGreaterThan(16);
    const answer = (await t.app.inject({ url: `/dev/captcha/${id}` })).json<{ value: { answer: string } }>().value.answer;
    const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg/u);
    expect(svg).not.toContain(answer);
    expect(svg).not.toMatch(/<text/u);
    expect((await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.6.0.1' })).statusCode).toBe(429);
    expect((await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.6.0.2' })).statusCode).toBe(200);
  });

  it('issues signed human challenges with the configured difficulty', async () => {
    const response = await t.app.inject({ url: '/wps/verification/challenge' });
    expect(response.json()).toMatchObject({ success: true, value: { algorithm: 'SHA-256', difficulty: 3, signature: expect.stringMatching(/^[0-9a-f]{64}$/u) } });
  });

  it.each([
    ['code=DEMOAGENT', true],
    ['code=demoagent', true],
    ['code=NOSUCH', false],
    [`url=${encodeURIComponent('https://luckyharbor.example/register?affiliateCode=DEMOAGENT')}`, true],
    ['domain=demoagent.luckyharbor.example', true],
    ['domain=luckyharbor.example', false],
    ['', false],
  ])('checks affiliate codes: %s → %s', async (query, valid) => {
    const response = await t.app.inject({ url: `/wps/agent/affiliate?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ value: { valid: boolean } }>().value.valid).toBe(valid);
  });
});
