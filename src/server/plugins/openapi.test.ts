import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; parameters?: unknown[] }>>;
}

/** Every route the platform serves in this issue, as OpenAPI spells it. */
const EXPECTED: Array<[method: string, path: string]> = [
  ['get', '/wps/system/status'],
  ['get', '/wps/system/whitelabel'],
  ['get', '/wps/system/permission'],
  ['get', '/wps/system/setting/register'],
  ['get', '/wps/system/helpCenter'],
  ['get', '/wps/system/banners'],
  ['get', '/wps/system/domainRoute'],
  ['get', '/wps/system/domainRoute/verify'],
  ['get', '/wps/system/countryCodes'],
  ['get', '/lgw/games/game_menus'],
  ['get', '/img/games/{nodeId}.svg'],
  ['get', '/img/vendors/{code}.svg'],
  ['get', '/img/{*}'],
  ['patch', '/dev/merchant/config'],
  ['get', '/dev/health'],
  ['post', '/dev/contracts/{id}/backdate'],
  ['get', '/healthz'],
  // accounts and sessions (issue 3)
  ['get', '/wps/system/publicKey'],
  ['post', '/wps/session/login'],
  ['post', '/wps/session/login/freeplay'],
  ['delete', '/wps/session/logout'],
  ['get', '/wps/verification/challenge'],
  ['get', '/wps/captcha'],
  ['post', '/wps/verification/sms/noLogin'],
  ['post', '/wps/verification/sms/register'],
  ['get', '/wps/member/info'],
  ['get', '/wps/member/info/icon'],
  ['get', '/wps/member/publicState'],
  ['get', '/wps/member/loginHistory'],
  ['post', '/wps/member/birthday'],
  ['put', '/wps/member/register'],
  ['put', '/wps/member/register/mobile'],
  ['post', '/wps/member/password'],
  ['post', '/wps/member/password/verification'],
  ['post', '/wps/member/password/email'],
  ['post', '/wps/member/password/reset'],
  ['get', '/wps/agent/affiliate'],
  ['get', '/wps/v2/wallets/balance'],
  // wallet, cashier and records (issue 4)
  ['post', '/ops-api/session/login'],
  ['get', '/ops-api/session/me'],
  ['post', '/ops-api/session/logout'],
  ['get', '/ops-api/audit'],
  ['get', '/ops-api/audit.csv'],
  ['get', '/ops-api/operators'],
  ['post', '/ops-api/operators'],
  ['put', '/ops-api/operators/{id}'],
  ['post', '/ops-api/operators/{id}/reset-second-factor'],
  ['post', '/ops-api/operators/{id}/unlock'],
  ['get', '/ops-api/approvals'],
  ['get', '/ops-api/queues'],
  ['get', '/ops-api/withdrawals/disputes'],
  ['get', '/ops-api/withdrawals/{id}/confirmation'],
  ['get', '/ops-api/withdrawals/{id}/proofs/{proofId}'],
  ['get', '/ops-api/dashboard'],
  ['get', '/ops-api/players'],
  ['get', '/ops-api/players/{account}'],
  ['get', '/ops-api/players/{account}/statement'],
  ['get', '/ops-api/players/{account}/bets'],
  ['post', '/ops-api/players/{account}/block'],
  ['post', '/ops-api/players/{account}/unblock'],
  ['post', '/ops-api/players/{account}/force-password-change'],
  ['post', '/ops-api/players/{account}/notes'],
  ['post', '/ops-api/players/{account}/adjust'],
  ['get', '/ops-api/games'],
  ['put', '/ops-api/vendors/{code}/integration'],
  ['post', '/ops-api/vendors/{code}/integration/rotate-secret'],
  ['get', '/ops-api/vendors'],
  ['post', '/ops-api/games/{nodeId}/maintenance'],
  ['post', '/ops-api/vendors/{code}/maintenance'],
  ['post', '/ops-api/games/{nodeId}/flags'],
  ['get', '/ops-api/agents'],
  ['get', '/ops-api/agents/{account}/children'],
  ['get', '/ops-api/agents/{account}'],
  ['post', '/ops-api/images'],
  ['get', '/ops-api/banners'],
  ['post', '/ops-api/banners'],
  ['put', '/ops-api/banners/{id}'],
  ['delete', '/ops-api/banners/{id}'],
  ['get', '/ops-api/notices'],
  ['post', '/ops-api/notices'],
  ['put', '/ops-api/notices/{id}'],
  ['delete', '/ops-api/notices/{id}'],
  ['get', '/ops-api/popups'],
  ['post', '/ops-api/popups'],
  ['put', '/ops-api/popups/{id}'],
  ['delete', '/ops-api/popups/{id}'],
  ['get', '/ops-api/help-articles'],
  ['post', '/ops-api/help-articles'],
  ['put', '/ops-api/help-articles/{id}'],
  ['delete', '/ops-api/help-articles/{id}'],
  ['get', '/ops-api/config'],
  ['post', '/ops-api/config/diff'],
  ['put', '/ops-api/config'],
  ['post', '/ops-api/ledger/verify'],
  ['get', '/ops-api/ledger/books'],
  ['get', '/ops-api/players/{account}/context'],
  ['post', '/ops-api/approvals/{id}/approve'],
  ['post', '/ops-api/approvals/{id}/reject'],
  ['post', '/ops-api/session/totp/enrol'],
  ['post', '/ops-api/session/totp/confirm'],
  ['post', '/ops-api/session/totp/verify'],
  ['get', '/wps/cashier/deposit/methods'],
  ['post', '/wps/cashier/deposit'],
  ['get', '/wps/cashier/deposits'],
  ['post', '/ops-api/deposits/{id}/approve'],
  ['post', '/ops-api/deposits/{id}/reject'],
  ['post', '/wps/cashier/webhook/demo-gateway'],
  ['get', '/demo-gateway/pay/{reference}'],
  ['post', '/demo-gateway/pay/{reference}'],
  ['get', '/wps/cashier/payees'],
  ['post', '/wps/cashier/payees'],
  ['delete', '/wps/cashier/payees/{id}'],
  ['post', '/wps/cashier/payment-password'],
  ['get', '/wps/cashier/withdraw/info'],
  ['post', '/wps/cashier/withdraw'],
  ['get', '/wps/cashier/withdrawals'],
  ['post', '/wps/cashier/withdrawals/{id}/confirm'],
  ['post', '/ops-api/withdrawals/{id}/pay'],
  ['post', '/ops-api/withdrawals/{id}/reject'],
  ['post', '/wps/wallet/transferUpline'],
  ['get', '/wps/wallet/vendors'],
  ['post', '/wps/wallet/transferFund'],
  ['post', '/wps/wallet/recallAll'],
  ['post', '/wps/agent/transfer'],
  ['get', '/wps/agent/overview'],
  ['get', '/wps/agent/downlines'],
  ['get', '/wps/agent/statement'],
  ['get', '/wps/agent/bets'],
  ['get', '/wps/agent/transactions'],
  ['get', '/wps/agent/revenue'],
  ['get', '/wps/agent/announcements'],
  ['post', '/wps/agent/announcements/{id}/read'],
  ['post', '/wps/agent/register'],
  ['get', '/wps/agent/affiliate/link'],
  ['get', '/wps/merchant/wallet'],
  ['get', '/wps/member/transactions'],
  ['get', '/wps/member/profit'],
  ['get', '/wps/member/bonuses'],
  ['post', '/ops-api/bonuses'],
  ['get', '/wps/member/info/funds/consolidated'],
  // agent contracts and settlements (issue 19)
  ['get', '/wps/agent/contracts'],
  ['get', '/wps/agent/settlements'],
  ['post', '/wps/agent/contracts/offers'],
  ['post', '/wps/agent/contracts/offers/impact'],
  ['get', '/wps/agent/contracts/{id}/impact'],
  ['post', '/wps/agent/contracts/{id}/accept'],
  ['post', '/wps/agent/contracts/{id}/reject'],
  ['post', '/wps/agent/contracts/{id}/cancel'],
  ['post', '/wps/agent/contracts/{id}/terminate'],
  ['post', '/wps/agent/contracts/{id}/termination/accept'],
  ['post', '/wps/agent/contracts/{id}/termination/reject'],
  ['post', '/ops-api/contracts/offers'],
  ['post', '/ops-api/contracts/{id}/terminate'],
  ['post', '/ops-api/contracts/{id}/termination/accept'],
  ['post', '/ops-api/contracts/{id}/termination/reject'],
  ['post', '/ops-api/contract-settlements/run'],
  ['post', '/ops-api/contract-settlements/void'],
  ['post', '/ops-api/contract-settlements/rerun'],
  // promotions (issue 20)
  ['get', '/wps/promotions'],
  ['get', '/wps/promotions/rebate'],
  ['post', '/wps/promotions/{id}/rebate/claim'],
  ['post', '/wps/promotions/{id}/sign-in'],
  ['post', '/wps/promotions/{id}/envelope/open'],
  ['get', '/wps/promotions/{id}/raffle'],
  ['post', '/wps/promotions/{id}/raffle/claim'],
  ['post', '/ops-api/promotions'],
  ['post', '/wps/promotions/{id}/join'],
  ['get', '/wps/promotions/bonuses'],
  ['post', '/wps/promotions/bonuses/{id}/forfeit'],
  ['get', '/wps/vip'],
  ['post', '/wps/promotions/{id}/apply'],
  ['get', '/ops-api/promotion-applications'],
  ['post', '/ops-api/promotion-applications/{id}/approve'],
  ['post', '/ops-api/promotion-applications/{id}/reject'],
  ['get', '/wps/missions'],
  ['get', '/wps/missions/leaderboard'],
  ['post', '/wps/promotions/{id}/missions/{code}/claim'],
  ['get', '/wps/rewards'],
  // home and game lobbies (issue 5)
  ['get', '/lgw/games/list'],
  ['get', '/lgw/games/hot'],
  ['get', '/lgw/games/vendors'],
  ['get', '/lgw/games/winners'],
  ['get', '/lgw/games/jackpot'],
  ['get', '/wps/system/announcements'],
  ['get', '/wps/member/favourites'],
  ['get', '/wps/member/favourites/ids'],
  ['post', '/wps/member/favourites'],
  ['delete', '/wps/member/favourites'],
  ['get', '/wps/member/recent'],
  // seamless wallet for vendors (issue 6)
  ['post', '/wps/seamless/authenticate'],
  ['post', '/wps/seamless/balance'],
  ['post', '/wps/seamless/bet'],
  ['post', '/wps/seamless/win'],
  ['post', '/wps/seamless/winBatch'],  // issue 21: a draw's wins in one request
  ['post', '/wps/seamless/refund'],
  ['post', '/wps/seamless/endRound'],
  ['get', '/wps/records/bets'],
  ['post', '/wps/game/recall'],
  ['post', '/wps/game/launchGame'],
  ['post', '/lgw/game/trial'],
  ['get', '/dev/outbox'],
  ['get', '/dev/captcha/{id}'],
];

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    doc = (await t.app.inject({ url: '/docs/json' })).json<OpenApiDocument>();
  });
  afterAll(async () => t?.close());

  it('is OpenAPI 3', () => {
    expect(doc.openapi).toMatch(/^3\./);
  });

  it.each(EXPECTED)('documents %s %s with a 200 response', (method, path) => {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path} missing; have ${Object.keys(doc.paths).join(', ')}`).toBeDefined();
    expect(operation?.responses?.['200']).toBeDefined();
  });

  it('documents nothing it does not serve and hides the docs and static routes', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.sort()).toEqual(EXPECTED.map(([m, p]) => `${m} ${p}`).sort());
  });

  it('documents the error envelope on API calls', () => {
    const responses = doc.paths['/wps/system/helpCenter']?.get?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
  });

  it('documents query parameters from the zod schemas', () => {
    const params = doc.paths['/wps/system/domainRoute/verify']?.get?.parameters;
    expect(params).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'domain', in: 'query', required: true })]));
  });

  it('marks E routes and describes their wire body', () => {
    const login = doc.paths['/wps/session/login']?.post as { description?: string } | undefined;
    expect(login?.description).toMatch(/E \(encrypted payload\).*kid, key, iv, data/su);
  });

  it('serves a browsable page at /docs', async () => {
    const response = await t.app.inject({ url: '/docs' });
    const page = response.statusCode === 302 ? await t.app.inject({ url: String(response.headers.location) }) : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
