import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerListSchema } from '@shared/api/system';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';

describe.each(testDrivers())('banners on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => t.close());

  it('lists every group in order with localized titles', async () => {
    for (const groupName of ['w_home', 'w_leftmenu', 'w_login', 'w_reg', 'w_forget']) {
      const en = await t.app.inject({ url: `/wps/system/banners?groupName=${groupName}&language=EN` });
      expect(en.statusCode).toBe(200);
      const { list } = bannerListSchema.parse(en.json<{ value: unknown }>().value);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((b) => b.groupName === groupName && b.url.startsWith('/img/'))).toBe(true);
      const th = bannerListSchema.parse((await t.app.inject({ url: `/wps/system/banners?groupName=${groupName}&language=TH` })).json<{ value: unknown }>().value);
      expect(th.list[0]?.title).not.toBe(list[0]?.title);
    }
  });

  it('refuses an unknown group or extra parameters with 422', async () => {
    for (const url of ['/wps/system/banners', '/wps/system/banners?groupName=w_nope', '/wps/system/banners?groupName=w_home&x=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
    }
  });
});
