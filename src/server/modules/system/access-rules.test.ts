import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope } from '@shared/envelope';
import { permissionSchema, systemStatusSchema } from '@shared/api/system';
import { resolveMerchant } from '../../plugins/merchant';
import { buildTestApp, patchMerchantConfig, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';
import { accessGate } from './gate';

const BASELINE = {
  maintenance: { enabled: false, start: null, end: null, allowList: [] },
  regionBlock: { enabled: true, countries: ['US'], addresses: ['203.0.113.0/24'], allowList: [] },
};
const hour = 3600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(testDrivers())('maintenance and region rules on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      // A route behind the access gate, as later modules (login, wallet) will be.
      extend: async (app) => {
        await app.register(async (scoped) => {
          scoped.addHook('onRequest', resolveMerchant);
          await scoped.register(accessGate);
          scoped.get('/wps/test/gated', async () => ({ success: true }));
        });
      },
    });
  });
  afterEach(async () => patchMerchantConfig(t.app, BASELINE));
  afterAll(async () => t?.close());

  const status = async (remoteAddress = '127.0.0.1', query = '') => {
    const response = await t.app.inject({ url: `/wps/system/status${query}`, remoteAddress });
    return okEnvelope(systemStatusSchema).parse(response.json()).value;
  };

  it('is normal by default', async () => {
    expect((await status()).status).toBe(0);
  });

  it('switches maintenance on and off, with localized info', async () => {
    await patchMerchantConfig(t.app, { maintenance: { enabled: true } });
    const on = await status('127.0.0.1', '?language=EN');
    expect(on).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: null });
    expect(on.maintenanceInfo).toMatch(/upgrading/);
    const gated = await t.app.inject({ url: '/wps/test/gated' });
    expect(gated.statusCode).toBe(503);
    expect(gated.json()).toMatchObject({ success: false, code: 'info_maintenance' });
    await patchMerchantConfig(t.app, { maintenance: { enabled: false } });
    expect((await status()).status).toBe(0);
    expect((await t.app.inject({ url: '/wps/test/gated' })).statusCode).toBe(200);
  });

  it('is under maintenance inside the scheduled window only', async () => {
    const end = iso(2 * hour);
    await patchMerchantConfig(t.app, { maintenance: { start: iso(-hour), end } });
    expect(await status()).toMatchObject({ status: 1, maintenanceEnd: end });
    await patchMerchantConfig(t.app, { maintenance: { start: iso(-2 * hour), end: iso(-hour) } });
    expect((await status()).status).toBe(0);
    await patchMerchantConfig(t.app, { maintenance: { start: iso(hour), end: iso(2 * hour) } });
    expect((await status()).status).toBe(0);
  });

  it('lets the maintenance allow-list through', async () => {
    await patchMerchantConfig(t.app, { maintenance: { enabled: true, allowList: ['10.0.0.0/8', '2001:db8:1234::/48'] } });
    expect((await status('10.20.30.40')).status).toBe(0);
    expect((await status('2001:db8:1234::7')).status).toBe(0);
    expect((await status('11.0.0.1')).status).toBe(1);
  });

  it('blocks by address range, IPv4-mapped IPv6 included, and reports the address', async () => {
    expect(await status('203.0.113.5')).toMatchObject({ status: 2, regionRestriction: true, ip: '203.0.113.5' });
    expect(await status('::ffff:203.0.113.9')).toMatchObject({ status: 2, ip: '203.0.113.9' });
    expect((await status('192.0.2.10')).status).toBe(0);
    const gated = await t.app.inject({ url: '/wps/test/gated', remoteAddress: '203.0.113.5' });
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: 'blockip' });
  });

  it('blocks single addresses and IPv6 ranges', async () => {
    await patchMerchantConfig(t.app, { regionBlock: { addresses: ['192.0.2.44', '2001:db8:1::/48'] } });
    expect((await status('192.0.2.44')).status).toBe(2);
    expect((await status('192.0.2.45')).status).toBe(0);
    expect((await status('2001:db8:1::5')).status).toBe(2);
    expect((await status('2001:db8:2::5')).status).toBe(0);
  });

  it('blocks by country from the geo table, IPv4 and IPv6', async () => {
    expect((await status('198.51.100.7')).status).toBe(2);
    expect((await status('2001:db8:8000::1')).status).toBe(2);
    expect((await status('2001:db8::1')).status).toBe(0);
    const permission = await t.app.inject({ url: '/wps/system/permission', remoteAddress: '198.51.100.7' });
    const value = okEnvelope(permissionSchema).parse(permission.json()).value;
    expect(value).toMatchObject({ regionRestriction: true, info: { location: { ip: '198.51.100.7', country: 'US' } } });
  });

  it('lets the region allow-list win and does nothing when disabled', async () => {
    await patchMerchantConfig(t.app, { regionBlock: { allowList: ['203.0.113.5'] } });
    expect((await status('203.0.113.5')).status).toBe(0);
    expect((await status('203.0.113.6')).status).toBe(2);
    await patchMerchantConfig(t.app, { regionBlock: { enabled: false } });
    expect((await status('198.51.100.7')).status).toBe(0);
  });

  it('reports maintenance before a region block', async () => {
    await patchMerchantConfig(t.app, { maintenance: { enabled: true } });
    expect(await status('203.0.113.5')).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
  });

  it('ignores X-Forwarded-For and the geo header when no proxy is trusted', async () => {
    const response = await t.app.inject({
      url: '/wps/system/status',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.5', 'cf-ipcountry': 'US' },
    });
    expect(okEnvelope(systemStatusSchema).parse(response.json()).value).toMatchObject({ status: 0, ip: '127.0.0.1' });
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { trustProxy: '127.0.0.1', geoCountryHeader: 'cf-ipcountry' } });
  });
  afterAll(async () => t?.close());

  const status = async (headers: Record<string, string>, remoteAddress = '127.0.0.1') => {
    const response = await t.app.inject({ url: '/wps/system/status', remoteAddress, headers });
    return okEnvelope(systemStatusSchema).parse(response.json()).value;
  };

  it('takes the client address from X-Forwarded-For', async () => {
    expect(await status({ 'x-forwarded-for': '203.0.113.5' })).toMatchObject({ status: 2, ip: '203.0.113.5' });
    expect(await status({ 'x-forwarded-for': '192.0.2.1' })).toMatchObject({ status: 0, ip: '192.0.2.1' });
  });

  it('takes the country from the proxy header', async () => {
    expect((await status({ 'x-forwarded-for': '192.0.2.1', 'cf-ipcountry': 'us' })).status).toBe(2);
    expect((await status({ 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'TH' })).status).toBe(0);
  });

  it('does not trust forwarding from an address that is not the proxy', async () => {
    expect(await status({ 'x-forwarded-for': '203.0.113.5' }, '192.0.2.99')).toMatchObject({ status: 0, ip: '192.0.2.99' });
  });
});
