import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload, type PublicKeyInfo } from '@shared/e-payload';
import { isErrorCode } from '@shared/errors';
import { DEMO_AGENT, DEMO_PLAYER } from '../db/seed/data/demo-accounts';
import { seamlessFixture, type SeamlessFixture } from '../modules/seamless/test-seamless';
import { bearer, loginToken, postLogin, publicKeyOf } from '../test/account-client';
import { testDrivers } from '../test/database';
import { allProbes, type OpenApiDocument, type Probe } from '../test/openapi-sweep';
import { operatorToken } from '../test/operator-client';

interface Answer {
  success?: unknown;
  code?: unknown;
  errors?: Record<string, string>;
}

/** The refusal the platform's envelope gives hostile text in `field`. */
const refused = (field: string) => ({ success: false, code: 'validation_failed', errors: { [field]: 'invalid_text' } });

const isE = (p: Probe) => /E \(encrypted payload\)/u.test(p.operation.description ?? '');

describe.each(testDrivers())('hostile text on every route (%s)', (driver) => {
  let f: SeamlessFixture;
  let key: PublicKeyInfo;
  const tokens: Record<'player' | 'agent' | 'operator' | 'enrol' | 'verify', string> = { player: '', agent: '', operator: '', enrol: '', verify: '' };
  /** A password-only operator session: `checker` has no second factor yet (stage enrol), `ops` has one (stage verify). */
  const partial = async (username: string) =>
    (await f.t.app.inject({ method: 'POST', url: '/ops-api/session/login', payload: { username, password: 'Ops12345' } })).json<{ value: { token: string } }>().value.token;

  beforeAll(async () => {
    f = await seamlessFixture(driver);
    key = await publicKeyOf(f.t.app);
    tokens.player = await loginToken(f.t, DEMO_PLAYER.account, DEMO_PLAYER.password);
    tokens.agent = await loginToken(f.t, DEMO_AGENT.account, DEMO_AGENT.password);
    tokens.operator = await operatorToken(f.t);
    tokens.enrol = await partial('checker');
    tokens.verify = await partial('ops');
  }, 60_000);
  const operatorTokenFor = (route: string) => (/\/totp\/(enrol|confirm)$/u.test(route) ? tokens.enrol : route.endsWith('/totp/verify') ? tokens.verify : tokens.operator);
  afterAll(async () => f?.close());

  async function send(p: Probe, as: keyof typeof tokens): Promise<LightMyRequestResponse> {
    const withBody = p.operation.requestBody !== undefined;
    if (p.route.startsWith('/wps/seamless/')) {
      const raw = JSON.stringify(p.body ?? {});
      return f.t.app.inject({ method: p.method, url: p.url, payload: raw, headers: f.vendor.headersFor(raw) });
    }
    const headers = bearer(p.route.startsWith('/ops-api/') ? operatorTokenFor(p.route) : tokens[as]);
    const payload = withBody && isE(p) ? await encryptPayload(key, p.body ?? {}, f.t.clock.t) : withBody ? p.body : undefined;
    return f.t.app.inject({ method: p.method, url: p.url, payload, headers });
  }

  it('refuses NUL and lone surrogates in every body field, query and path parameter, in the envelope', async () => {
    const doc = (await f.t.app.inject({ url: '/docs/json' })).json<OpenApiDocument>();
    const probes = allProbes(doc);
    const wrong: string[] = [];
    for (const p of probes) {
      let response = await send(p, 'player');
      // Agent-only calls refuse a player before reading the request: ask again as the agent.
      if (response.statusCode === 403) response = await send(p, 'agent');
      const answer = response.json<Answer>();
      const expected = p.field === '' ? { status: 400, code: 'bad_request' } : { status: 422, code: 'validation_failed' };
      const named = p.field === '' || answer.errors?.[p.field] === 'invalid_text';
      const ok = response.statusCode === expected.status && answer.success === false && answer.code === expected.code && isErrorCode(answer.code) && named;
      if (!ok) wrong.push(`${p.method} ${p.url} ${p.part}:${JSON.stringify(p.field)} → ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(probes.length).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  }, 120_000);

  // The three calls an outsider reaches without an account, which answered 500 before.
  it('refuses hostile text inside the encrypted sign-in payload', async () => {
    const nul = await postLogin(f.t, 'demo\u0000player', DEMO_PLAYER.password);
    expect([nul.statusCode, nul.json()]).toEqual([422, expect.objectContaining(refused('username'))]);
    const surrogate = await postLogin(f.t, DEMO_PLAYER.account, 'Demo\uD800');
    expect([surrogate.statusCode, surrogate.json()]).toEqual([422, expect.objectContaining(refused('password'))]);
  });

  it('refuses a NUL in the form-encoded e-mail recovery', async () => {
    const response = await f.t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: 'username=demo%00player&email=a%40b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([response.statusCode, response.json()]).toEqual([422, expect.objectContaining(refused('username'))]);
  });

  it('refuses hostile text in the free-trial launch, escaped or not', async () => {
    const post = (payload: string) => f.t.app.inject({ method: 'POST', url: '/lgw/game/trial', payload, headers: { 'content-type': 'application/json' } });
    expect((await post(JSON.stringify({ vassalage: 'PG\u0000' }))).json()).toMatchObject(refused('vassalage'));
    // JSON.parse turns the escape into a lone surrogate.
    expect((await post('{"gameCode":"\\ud800"}')).json()).toMatchObject(refused('gameCode'));
    expect((await post('{"nodeId":"x\\udc00y"}')).json()).toMatchObject(refused('nodeId'));
  });

  it('answers a signed seamless call in its own envelope, with the balance', async () => {
    const reply = await f.vendor.call('balance', { playerId: String(f.ids[DEMO_PLAYER.account]), ['note\u0000']: 1 });
    expect(reply.statusCode).toBe(422);
    expect(reply.body).toMatchObject({ ...refused('note\uFFFD'), value: { balance: expect.any(Number) } });
  });

  it('answers the payment gateway webhook in the envelope before the signature is read', async () => {
    const payload = { reference: 'r\u0000', transactionId: 't', status: 'PAID', amount: 1, currency: 'THB' };
    const response = await f.t.app.inject({ method: 'POST', url: '/wps/cashier/webhook/demo-gateway', payload });
    expect([response.statusCode, response.json()]).toEqual([422, expect.objectContaining(refused('reference'))]);
  });

  it("answers the demo vendor's calls in its own envelope and its pages with its error page", async () => {
    const round = await f.t.app.inject({ method: 'POST', url: '/demo-vendor/PG/api/round', payload: { sid: 'a'.repeat(20), input: { pick: 'x\uDBFF' } } });
    expect(round.statusCode).toBe(400);
    expect(round.json()).toEqual({ success: false, code: 'validation_failed', message: expect.any(String) });
    const page = await f.t.app.inject({ url: '/demo-vendor/PG/play?mode=trial&title=a%00b' });
    expect([page.statusCode, page.headers['content-type']]).toEqual([400, expect.stringMatching(/text\/html/u)]);
  });
});
