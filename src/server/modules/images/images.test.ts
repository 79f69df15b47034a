import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';
import { images } from '../../db/schema/index';
import { listMerchants } from '../merchant/repository';

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

describe.each(testDrivers())('image routes on %s', (driver) => {
  let t: TestApp;
  let nodeId: string;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    const [merchant] = await listMerchants(t.database.db);
    if (!merchant) throw new Error('no merchant');
    await t.database.db
      .insert(images)
      .values({ merchantId: merchant.id, key: 'test/pixel.png', contentType: 'image/png', body: 'not really a png' })
      .onConflictDoNothing();
    const game = await t.database.db.query.games.findFirst({ columns: { nodeId: true } });
    nodeId = game?.nodeId ?? '';
  });
  afterAll(async () => t?.close());

  const expectSvg = (headers: Record<string, unknown>) => {
    expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe(SVG_CSP);
    expect(headers['cache-control']).toMatch(/max-age=\d+/);
  };

  it('serves game artwork as SVG with a strict CSP', async () => {
    const response = await t.app.inject({ url: `/img/games/${nodeId}.svg` });
    expect(response.statusCode).toBe(200);
    expectSvg(response.headers);
    expect(response.body).toMatch(/^<svg/);
  });

  it('serves vendor logos and revalidates by ETag', async () => {
    const response = await t.app.inject({ url: '/img/vendors/PG.svg' });
    expect(response.statusCode).toBe(200);
    expectSvg(response.headers);
    const again = await t.app.inject({ url: '/img/vendors/PG.svg', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves stored images with their own content type and no SVG CSP', async () => {
    const response = await t.app.inject({ url: '/img/test/pixel.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/png/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The platform's policy from plugins/security-headers.ts, not the SVG one.
    expect(response.headers['content-security-policy']).not.toBe(SVG_CSP);
  });

  it.each(['/img/games/NOPE.svg', '/img/vendors/NOPE.svg', '/img/missing/key.svg'])('answers %s with 404', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
  });
});
