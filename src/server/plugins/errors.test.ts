import fc from 'fast-check';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

const echoBody = z.strictObject({ name: z.string().min(1), amount: z.number().int().nonnegative() });

/** Test-only routes: a validated POST under /wps and one that fails inside. */
function testRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/wps/test/echo', { schema: { body: echoBody } }, async (request) => ({ success: true, value: request.body }));
  typed.get('/wps/test/boom', async () => {
    throw new Error('connection to postgres://admin:s3cret@db failed at repository.ts:42');
  });
}

describe('error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ extend: testRoutes });
  });
  afterAll(async () => t?.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/wps/test/echo', payload, headers: { 'content-type': contentType } });

  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify({ name: 'a', amount: 1 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { name: 'a', amount: 1 } });
  });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const response = await post('{"name": "a",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'malformed_json' });
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(70 * 1024), amount: 1 }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it('answers wrong types with 422 and field errors', async () => {
    const response = await post(JSON.stringify({ name: 5, amount: 'ten' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      errors: { name: expect.any(String), amount: expect.any(String) },
    });
  });

  it('rejects unknown fields by name', async () => {
    const response = await post(JSON.stringify({ name: 'a', amount: 1, merchantCode: 'OTHER' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { merchantCode: 'unknown_field' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('name=a', 'text/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it.each([
    ['GET', '/wps/no/such/call'],
    ['POST', '/lgw/nothing'],
    ['DELETE', '/wps/system/status'],
  ] as const)('answers %s %s with a 404 envelope', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ success: false, code: 'not_found', message: 'Not found' });
  });

  it('answers a path that is not UTF-8 once decoded with a 400 envelope, not the router body', async () => {
    for (const url of ['/api/%FF', '/wps/%FF', '/wps/%C0%80', '/lgw/games/%ED%A0%80', '/img/vendors/%E0%80.svg', '/demo-vendor/%FF/play']) {
      const response = await t.app.inject({ url });
      expect([response.statusCode, response.headers['content-type']], url).toEqual([400, 'application/json; charset=utf-8']);
      expect(response.json(), url).toEqual({ success: false, code: 'bad_request', message: 'Request path is not valid UTF-8' });
    }
  });

  it('hides internals of a 500', async () => {
    const response = await t.app.inject({ url: '/wps/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'internal_error', message: 'Internal server error' });
    expect(response.body).not.toMatch(/postgres|s3cret|repository|stack/);
  });

  it('never answers garbage input with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v))), async (body) => {
        const response = await post(body);
        expect(response.statusCode).toBeGreaterThanOrEqual(200);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json<{ success: boolean }>().success).toBe(response.statusCode === 200);
      }),
      { numRuns: 150 },
    );
  });

  it('never answers garbage query strings with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (key, value) => {
        const query = new URLSearchParams({ [key]: value }).toString();
        for (const path of ['/wps/system/helpCenter', '/wps/system/domainRoute/verify', '/lgw/games/game_menus']) {
          const response = await t.app.inject({ url: `${path}?${query}` });
          expect(response.statusCode).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
  });
});
