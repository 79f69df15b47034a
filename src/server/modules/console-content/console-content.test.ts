import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleBanner } from '@shared/api/console-content';
import { bearer, buildAccountApp, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { pngHeader } from '../../test/png-header';
import { operatorToken } from '../../test/operator-client';

const png = pngHeader;

/** The console's content (issue 22): banner pictures by content, and banners the site shows at once. */
describe.each(testDrivers())('console banners on %s', (driver) => {
  let t: AccountTestApp;
  let ops: string;
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(ops) });
  const title = { EN: 'Songkran splash', CN: '泼水节', TH: 'สงกรานต์' };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ops = await operatorToken(t);
  });
  afterAll(async () => t.close());

  it('takes PNG, JPEG and WebP pictures by their bytes, within the banner sizes, and serves them', async () => {
    const picture = png(1200, 400, 2_000);
    const upload = await send('POST', '/ops-api/images', { data: picture.toString('base64') });
    const answer = upload.json<{ value: { url: string; width: number } }>().value;
    expect(answer).toMatchObject({ url: expect.stringMatching(/^\/img\/uploads\/[0-9a-f]{32}\.png$/u), width: 1200, type: 'image/png', bytes: 2_000 });
    const served = await t.app.inject({ url: answer.url });
    expect([served.statusCode, served.headers['content-type'], served.rawPayload.equals(picture)]).toEqual([200, 'image/png', true]);
    const refused = [
      [{ data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') }, 422, 'upload_invalid'],
      [{ data: png(100, 100).toString('base64') }, 422, 'upload_invalid'],
      [{ data: png(1200, 5000).toString('base64') }, 422, 'upload_invalid'],
      [{ data: 'not base64 at all!' }, 422, 'upload_invalid'],
      [{ data: png(1200, 400, 1024 * 1024 + 1).toString('base64') }, 413, 'payload_too_large'],
    ] as const;
    for (const [body, status, code] of refused) {
      const response = await send('POST', '/ops-api/images', body);
      expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([status, code]);
    }
  });

  it('adds, changes and removes banners; the site shows each change at once; audited', async () => {
    const url = (await send('POST', '/ops-api/images', { data: png(1600, 500, 512).toString('base64') })).json<{ value: { url: string } }>().value.url;
    const created = (await send('POST', '/ops-api/banners', { groupName: 'w_home', title, url, linkageType: 'URL', linkage: '/promotions', sort: 0 })).json<{ value: ConsoleBanner }>().value;
    const site = async () => (await t.app.inject({ url: '/wps/system/banners?groupName=w_home&language=TH' })).json<{ value: { list: { id: number; title: string; url: string }[] } }>().value.list;
    expect((await site()).find((b) => b.id === created.id)).toMatchObject({ title: 'สงกรานต์', url });
    const changed = await send('PUT', `/ops-api/banners/${created.id}`, { groupName: 'w_home', title: { ...title, TH: 'สงกรานต์ 2027' }, url, linkageType: 'NONE', linkage: '', sort: 1 });
    expect(changed.statusCode).toBe(200);
    expect((await site()).find((b) => b.id === created.id)?.title).toBe('สงกรานต์ 2027');
    expect((await send('DELETE', `/ops-api/banners/${created.id}`)).statusCode).toBe(200);
    expect((await site()).some((b) => b.id === created.id)).toBe(false);
    expect((await send('DELETE', `/ops-api/banners/${created.id}`)).json()).toMatchObject({ code: 'not_found' });
    const audit = (await t.app.inject({ url: `/ops-api/audit?targetType=banner&targetId=${created.id}`, headers: bearer(ops) })).json<{ value: { list: { action: string }[] } }>().value.list;
    expect(audit.map((a) => a.action)).toEqual(['banner.delete', 'banner.update', 'banner.create']);
  });

  it('refuses bad banners with the field named, and nothing is written', async () => {
    const url = (await send('POST', '/ops-api/images', { data: png(1600, 500, 256).toString('base64') })).json<{ value: { url: string } }>().value.url;
    const good = { groupName: 'w_home', title, url, linkageType: 'NONE', linkage: '', sort: 0 };
    const before = (await t.app.inject({ url: '/ops-api/banners?groupName=w_home', headers: bearer(ops) })).json<{ value: { list: unknown[] } }>().value.list.length;
    for (const [patch, field] of [
      [{ url: '/img/uploads/none.png' }, 'url'],
      [{ url: 'https://evil.example/x.png' }, 'url'],
      [{ linkageType: 'URL', linkage: 'javascript:alert(1)' }, 'linkage'],
      [{ linkageType: 'GAME', linkage: '' }, 'linkage'],
      [{ title: { EN: 'x', CN: '', TH: 'y' } }, 'title.CN'],
      [{ groupName: 'w_nowhere' }, 'groupName'],
      [{ sort: -1 }, 'sort'],
    ] as const) {
      const response = await send('POST', '/ops-api/banners', { ...good, ...patch });
      expect([response.statusCode, Object.keys(response.json<{ errors?: object }>().errors ?? {})]).toEqual([422, [field]]);
    }
    const after = (await t.app.inject({ url: '/ops-api/banners?groupName=w_home', headers: bearer(ops) })).json<{ value: { list: unknown[] } }>().value.list.length;
    expect(after).toBe(before);
  });
});
