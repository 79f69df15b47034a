import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../test/account-client';
import type { TestApp } from '../test/app';
import { buildTestApp } from '../test/app';

const BOOT_SCRIPT = "document.documentElement.setAttribute('data-theme', 'dark');";
const BOOT_STYLE = 'body { margin: 0; }';
const INDEX = `<!doctype html><html><head><script>${BOOT_SCRIPT}</script><style>${BOOT_STYLE}</style><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A directive's sources in a policy header. */
function directive(policy: string | undefined, name: string): string[] | undefined {
  const found = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/u)).find(([key]) => key === name);
  return found?.slice(1);
}

function expectAppPage(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  const csp = String(response.headers['content-security-policy']);
  expect(directive(csp, 'script-src')).toEqual(["'self'", hashOf(BOOT_SCRIPT)]);
  expect(directive(csp, 'style-src-elem')).toEqual(["'self'", hashOf(BOOT_STYLE)]);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-/u);
  expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https:']);
  expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  // One Referrer-Policy header, not two (the web plugin used to set its own).
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(response.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/u);
  expect(response.headers['permissions-policy']).not.toMatch(/fullscreen/u);
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  let t: AccountTestApp;
  let root: string;
  let token: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(root, 'index.html'), INDEX);
    t = await buildAccountApp('pglite', { webDist: root });
    token = await loginToken(t, 'demoplayer', 'Demo1234');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/rng', '/member/deposit'])('gives the app shell at %s its policy: hashed boot code, no framing', async (url) => {
    expectAppPage(await t.app.inject({ url }));
  });

  it('answers API calls with nosniff; an anonymous one is left to its own caching', async () => {
    const response = await t.app.inject({ url: '/wps/system/permission' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('answers authenticated calls, refusals included, with no-store', async () => {
    const info = await t.app.inject({ url: '/wps/member/publicState', headers: bearer(token) });
    expect(info.statusCode).toBe(200);
    expect(info.headers['x-content-type-options']).toBe('nosniff');
    expect(info.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/wps/member/publicState' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const forged = await t.app.inject({ url: '/wps/member/publicState', headers: bearer('not-a-token') });
    expect(forged.headers['cache-control']).toBe('no-store');
  });

  it('keeps the cache header an authenticated endpoint chose (the avatar)', async () => {
    const icon = await t.app.inject({ url: '/wps/member/info/icon', headers: bearer(token) });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('private, max-age=86400');
    expect(icon.headers['x-content-type-options']).toBe('nosniff');
  });

  it("gives the demo vendor's game page its own policy: framed by our origin only, still no inline script", async () => {
    const launch = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(token), payload: { vassalage: 'PG' } });
    expect(launch.statusCode).toBe(200);
    expect(launch.headers['cache-control']).toBe('no-store');
    const url = launch.json<{ value: { url: string } }>().value.url;
    expect(url).toMatch(/^\/demo-vendor\/PG\/play\?/u);
    const redirect = await t.app.inject({ url });
    expect(redirect.statusCode).toBe(303);
    const page = await t.app.inject({ url: String(redirect.headers.location) });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // The page inlines no script or style, so its policy needs no hash.
    expect(page.body).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))/u);
    expect(page.body).not.toMatch(/<style|\sstyle=/u);
  });

  it('never sends HSTS over plain HTTP, whatever X-Forwarded-Proto a visitor sends without a trusted proxy', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, config: { trustProxy: '10.0.0.0/8' } });
  });
  afterAll(async () => t?.close());

  it('is sent when a trusted proxy says the visitor came over HTTPS', async () => {
    const response = await t.app.inject({ url: '/healthz', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent when the trusted proxy says HTTP', async () => {
    const response = await t.app.inject({ url: '/healthz', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-proto': 'http' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['203.0.113.9', '::ffff:198.51.100.7'])('ignores X-Forwarded-Proto from the untrusted address %s', async (remoteAddress) => {
    const response = await t.app.inject({ url: '/healthz', remoteAddress, headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
