import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope } from '@shared/envelope';
import { whitelabelSchema } from '@shared/api/system';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';
import { normalizeHost } from './directory';
import { insertMerchant, listMerchants } from './repository';

describe('normalizeHost', () => {
  it.each([
    ['Brand.Example', 'brand.example'],
    ['brand.example:8080', 'brand.example'],
    ['brand.example.', 'brand.example'],
    ['[::1]:8080', '::1'],
  ])('%s → %s', (input, expected) => expect(normalizeHost(input)).toBe(expected));
});

describe.each(testDrivers())('merchant resolution on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    const [demo] = await listMerchants(t.database.db);
    if (!demo) throw new Error('seed made no merchant');
    // TWO is stored as merchants were before time zone, support hours and agent permissions existed.
    const { timeZone: _zone, supportHours: _hours, agentPermissions: _permissions, ...older } = demo.config;
    await insertMerchant(t.database.db, {
      code: 'TWO',
      name: 'Second Brand',
      config: { ...older, name: 'Second Brand' },
      hosts: ['brand-two.example'],
    });
    t.app.merchants.invalidate();
  });
  afterAll(async () => t?.close());

  const nameOf = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ url: '/wps/system/whitelabel', headers });
    return okEnvelope(whitelabelSchema).parse(response.json()).value;
  };

  it('takes the merchant from the X-Merchant-Code header first', async () => {
    expect((await nameOf({ 'x-merchant-code': 'two', host: 'luckyharbor.example' })).merchantCode).toBe('TWO');
  });

  it('takes the merchant from the host name, ignoring case, port and www', async () => {
    expect((await nameOf({ host: 'Brand-Two.example:8443' })).name).toBe('Second Brand');
    expect((await nameOf({ host: 'www.brand-two.example' })).name).toBe('Second Brand');
    expect((await nameOf({ host: 'luckyharbor.example' })).merchantCode).toBe(t.seed?.merchantCode);
  });

  it('falls back to the first merchant for an unknown host', async () => {
    expect((await nameOf({ host: 'unknown.example' })).merchantCode).toBe(t.seed?.merchantCode);
  });

  it('answers an unknown merchant code with a 404 envelope', async () => {
    const response = await t.app.inject({ url: '/wps/system/status', headers: { 'x-merchant-code': 'NOPE' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it('never takes the merchant from the body', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/dev/merchant/config',
      headers: { host: 'brand-two.example' },
      payload: { merchantCode: 'DEMO', name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { merchantCode: 'unknown_field' } });
    expect((await nameOf({ host: 'luckyharbor.example' })).name).not.toBe('Hijacked');
  });

  it('applies a config write to the resolved merchant only, visible at once', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/dev/merchant/config',
      headers: { 'x-merchant-code': 'TWO' },
      payload: { name: 'Second Brand Renamed', socialLinks: { line: 'https://line.example/two' } },
    });
    expect(response.statusCode).toBe(200);
    const two = await nameOf({ host: 'brand-two.example' });
    expect(two.name).toBe('Second Brand Renamed');
    expect(two.socialLinks.line).toBe('https://line.example/two');
    expect((await nameOf({ host: 'luckyharbor.example' })).name).not.toBe('Second Brand Renamed');
  });

  it('answers an invalid merged config with 422 and leaves it unchanged', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/dev/merchant/config',
      payload: { languages: [], maintenance: { allowList: ['not-an-ip'] } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { languages: expect.any(String), 'maintenance.allowList.0': 'invalid_address' },
    });
    const typed = await t.app.inject({ method: 'PATCH', url: '/dev/merchant/config', payload: { maintenance: { enabled: 'yes' } } });
    expect(typed.statusCode).toBe(422);
    expect(typed.json()).toMatchObject({ errors: { 'maintenance.enabled': expect.any(String) } });
  });

  it('answers defaults for keys a merchant stored before they existed, and merges a patch into them', async () => {
    const two = { 'x-merchant-code': 'TWO' };
    const before = await nameOf(two);
    expect(before.timeZone).toBe('Asia/Bangkok');
    expect(before.supportHours).toEqual({ days: [1, 2, 3, 4, 5], start: '12:00', end: '21:00' });
    expect(before.agentPermissions['1']).toEqual({ registerMembers: true, registerAgents: true, transferToDownlines: true, offerContracts: true });
    expect(before.agentPermissions['42'].transferToDownlines).toBe(false);

    const patch = { timeZone: 'Asia/Tokyo', agentPermissions: { '42': { transferToDownlines: true } } };
    expect((await t.app.inject({ method: 'PATCH', url: '/dev/merchant/config', headers: two, payload: patch })).statusCode).toBe(200);
    const after = await nameOf(two);
    expect(after.timeZone).toBe('Asia/Tokyo');
    expect(after.agentPermissions['42']).toEqual({ ...before.agentPermissions['42'], transferToDownlines: true });
    expect(after.agentPermissions['41']).toEqual(before.agentPermissions['41']);
  });

  it('refuses an unknown time zone, a bad support hour and an unknown agent type', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/dev/merchant/config',
      payload: { timeZone: 'Mars/Olympus', supportHours: { days: [1], start: '25:00', end: '21:00' }, agentPermissions: { '3': {} } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { timeZone: 'invalid_time_zone', 'supportHours.start': 'invalid_time', 'agentPermissions.3': 'unknown_field' },
    });
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { nodeEnv: 'production' } });
  });
  afterAll(async () => t?.close());

  it('has no /dev routes', async () => {
    const patch = await t.app.inject({ method: 'PATCH', url: '/dev/merchant/config', payload: { name: 'x' } });
    expect(patch.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/health' })).statusCode).toBe(404);
  });

});
