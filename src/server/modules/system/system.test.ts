import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope } from '@shared/envelope';
import {
  countryListSchema,
  domainRouteSchema,
  gameMenusSchema,
  helpCenterSchema,
  permissionSchema,
  registerSettingSchema,
  systemStatusSchema,
  verifyDomainSchema,
  whitelabelSchema,
} from '@shared/api/system';
import { GAME_TYPES } from '@shared/constants';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';

describe.each(testDrivers())('system calls on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ url });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  it.each([
    ['/wps/system/status', systemStatusSchema],
    ['/wps/system/whitelabel', whitelabelSchema],
    ['/wps/system/permission', permissionSchema],
    ['/wps/system/setting/register', registerSettingSchema],
    ['/wps/system/helpCenter?language=EN', helpCenterSchema],
    ['/wps/system/domainRoute', domainRouteSchema],
    ['/wps/system/domainRoute/verify?domain=luckyharbor.example', verifyDomainSchema],
    ['/wps/system/countryCodes', countryListSchema],
    ['/lgw/games/game_menus?language=TH', gameMenusSchema],
  ] as const)('%s answers the shared schema', async (url, schema) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    expect(okEnvelope(schema).safeParse(body).success).toBe(true);
  });

  it('reports a normal status with the client address', async () => {
    const { body } = await get('/wps/system/status');
    const value = okEnvelope(systemStatusSchema).parse(body).value;
    expect(value).toMatchObject({ status: 0, maintenance: false, regionRestriction: false, ip: '127.0.0.1' });
  });

  it('bootstraps with the whitelabel tree, mirrors and the visitor location', async () => {
    const { value } = okEnvelope(permissionSchema).parse((await get('/wps/system/permission')).body);
    expect(value.info.whitelabel.merchantCode).toBe(t.seed?.merchantCode);
    expect(value.info.domainRoute.mirrors.length).toBeGreaterThan(0);
    expect(value.info.location.ip).toBe('127.0.0.1');
    expect(value.info.whitelabel.footerVendors.map((v) => v.code)).toEqual(
      expect.arrayContaining(['PG', 'JDB', 'CQ9']),
    );
  });

  it('localizes the help centre and keeps the terms article under slug "term"', async () => {
    const en = okEnvelope(helpCenterSchema).parse((await get('/wps/system/helpCenter?language=EN')).body).value;
    const th = okEnvelope(helpCenterSchema).parse((await get('/wps/system/helpCenter?language=TH')).body).value;
    const slugs = en.categories.flatMap((c) => c.articles.map((a) => a.slug));
    expect(slugs).toContain('term');
    expect(en.categories[0]?.title).not.toBe(th.categories[0]?.title);
  });

  it('rejects a language outside the list with 422', async () => {
    const { status, body } = await get('/wps/system/helpCenter?language=FR');
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, code: 'validation_failed', errors: { language: expect.any(String) } });
  });

  it('lists every seeded game type with vendors that have games', async () => {
    const { value } = okEnvelope(gameMenusSchema).parse((await get('/lgw/games/game_menus')).body);
    expect(value.menus.map((m) => m.gameType)).toEqual(GAME_TYPES.filter((g) => value.menus.some((m) => m.gameType === g)));
    for (const menu of value.menus) {
      expect(menu.vendors.length).toBeGreaterThan(0);
      for (const vendor of menu.vendors) expect(vendor.gameCount).toBeGreaterThan(0);
    }
    const total = value.menus.flatMap((m) => m.vendors).reduce((sum, v) => sum + v.gameCount, 0);
    expect(total).toBeGreaterThanOrEqual(300);
  });

  describe('Verify Representative', () => {
    const verify = async (domain: string) => get(`/wps/system/domainRoute/verify?domain=${encodeURIComponent(domain)}`);

    it.each(['luckyharbor.example', 'HTTPS://LH-Mirror1.example:8443/path?q=1', 'lh-mirror2.example.'])(
      'accepts the official %s',
      async (domain) => {
        const { status, body } = await verify(domain);
        expect(status).toBe(200);
        expect(body).toMatchObject({ success: true, value: { official: true } });
      },
    );

    it.each(['luckyharbor.example.evil.com', 'lh-mirror1-example.com', 'evil.example'])('rejects the look-alike %s', async (domain) => {
      const { body } = await verify(domain);
      expect(body).toMatchObject({ success: true, value: { official: false } });
    });

    it.each(['not a domain', '<script>', '1.2.3.4', '-bad-.example'])('answers 422 to garbage %s', async (domain) => {
      const { status, body } = await verify(domain);
      expect(status).toBe(422);
      expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    });
  });
});
