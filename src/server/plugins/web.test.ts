import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A stand-in for `vite build` output: a shell, one hashed script (with a .gz twin), a plain file. */
function fakeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets', 'app-3f9a1c.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'app-3f9a1c.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(root, '.env'), 'SECRET=1\n');
  return root;
}

describe('web app serving', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeWebBuild();
    t = await buildTestApp({ config: { webDist: root } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/index.html', '/member/securityCenter', '/agentHome', '/help', '/no/such/page'])(
    'answers %s with the app shell, never cached, no referrer',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it('caches hashed assets for a year and serves the pre-compressed twin', async () => {
    const plain = await t.app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
    const gzip = await t.app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('caches other files briefly', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/assets/missing-123.js', '/favicon-missing.png'])('answers a missing file %s with 404, not the shell', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
  });

  it.each(['/ASSETS/app-3f9a1c.js', '/assets/APP-3f9a1c.js', '/.env', '/assets/%2e%2e/.env', '/assets/..%2f.env', '/assets/app-3f9a1c.js/..'])(
    'serves only the built files by their own names: %s is no file',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.body).not.toContain('SECRET');
      expect(response.body).not.toBe(SCRIPT);
    },
  );

  it('serves the files the build held when the server started: one written later is not served', async () => {
    writeFileSync(join(root, 'assets', 'late-1a2b3c.js'), 'console.log(1);');
    expect((await t.app.inject({ url: '/assets/late-1a2b3c.js' })).statusCode).toBe(404);
  });

  it.each(['/wps/unknown', '/lgw/games/unknown', '/img/nothing-here.svg', '/dev/unknown'])(
    'answers an unknown server path %s with the 404 envelope, not the shell',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
    },
  );

  it('compresses large API answers', async () => {
    const response = await t.app.inject({ url: '/wps/system/permission', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, config: { webDist: join(tmpdir(), 'no-such-web-dist') } });
  });
  afterAll(async () => t?.close());

  it('still serves the API and says the app is not built', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toMatch(/not built/);
  });
});
