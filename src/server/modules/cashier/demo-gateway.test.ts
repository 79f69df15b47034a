import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { balance, expectBooksBalance, memberOf } from '../../test/money';
import { gatewaySecret, signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './demo-gateway';

interface Order {
  id: number;
  status: string;
  amount: number;
  paymentUrl: string | null;
}
const WEBHOOK = '/wps/cashier/webhook/demo-gateway';

describe.each(testDrivers())('demo gateway on %s', (driver) => {
  let t: AccountTestApp;
  let player: string;
  let ids: { merchantId: number; memberId: number };
  const main = () => balance(t, ids.merchantId, { kind: 'player_main', memberId: ids.memberId });
  const newOrder = async (amount: number) =>
    (await t.app.inject({ method: 'POST', url: '/wps/cashier/deposit', payload: { methodCode: 'demopay', amount }, headers: bearer(player) })).json<{ value: Order }>().value;
  const referenceOf = (order: Order) => (order.paymentUrl ?? '').split('/').pop() ?? '';
  const notify = async (body: object, options: { secret?: string; timestamp?: number; raw?: string; signature?: string } = {}) => {
    const raw = options.raw ?? JSON.stringify(body);
    const timestamp = options.timestamp ?? Math.floor(t.clock.t / 1000);
    const secret = options.secret ?? (await gatewaySecret(t.database.db, ids.merchantId));
    const signature = options.signature ?? signNotification(secret, timestamp, raw);
    return t.app.inject({ method: 'POST', url: WEBHOOK, payload: raw, headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signature } });
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    ids = await memberOf(t, 'demoplayer');
  });
  afterAll(async () => t.close());

  it('sends the player to a DEMO page; Pay credits the wallet only through the webhook', async () => {
    const order = await newOrder(12_345);
    expect(order.paymentUrl).toMatch(/^\/demo-gateway\/pay\/[\w-]{20,}$/u);
    const page = await t.app.inject({ url: order.paymentUrl ?? '' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('DEMO');
    expect(page.body).toContain('123.45 THB');
    // Its own policy: its inline style by hash (the app's policy would refuse it), never framed.
    const style = /<style>([^<]*)<\/style>/u.exec(page.body)?.[1] ?? '';
    expect(page.headers['content-security-policy']).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await main()).toBe(0);
    const paid = await t.app.inject({ method: 'POST', url: order.paymentUrl ?? '', payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.body).toContain('Paid (DEMO)');
    expect(await main()).toBe(12_345);
    const list = (await t.app.inject({ url: '/wps/cashier/deposits', headers: bearer(player) })).json<{ value: { list: Order[] } }>().value.list;
    expect(list[0]).toMatchObject({ id: order.id, status: 'APPROVED', paymentUrl: null });
    await expectBooksBalance(t);
  });

  it('Cancel moves nothing', async () => {
    const order = await newOrder(5_000);
    const cancelled = await t.app.inject({ method: 'POST', url: order.paymentUrl ?? '', payload: 'action=cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(cancelled.body).toContain('CANCELLED');
    expect(await main()).toBe(12_345);
  });

  it('refuses tampered, unsigned, wrongly keyed and stale notifications', async () => {
    const order = await newOrder(7_000);
    const body = { reference: referenceOf(order), transactionId: 'tx-tamper', status: 'PAID', amount: 7_000, currency: 'THB' };
    const raw = JSON.stringify(body);
    const timestamp = Math.floor(t.clock.t / 1000);
    const secret = await gatewaySecret(t.database.db, ids.merchantId);
    const good = signNotification(secret, timestamp, raw);
    const attempts = [
      notify(body, { raw: raw.replace('7000', '700000'), signature: good }),
      notify(body, { signature: good.replace(/^./u, (c) => (c === '0' ? '1' : '0')) }),
      notify(body, { secret: 'not-the-secret' }),
      notify(body, { timestamp: timestamp - 301 }),
      notify(body, { timestamp: timestamp + 301 }),
      t.app.inject({ method: 'POST', url: WEBHOOK, payload: raw, headers: { 'content-type': 'application/json' } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'signature_invalid' });
    }
    expect(await main()).toBe(12_345);
  });

  it('answers a replay with the first result and refuses another body under the same id', async () => {
    const order = await newOrder(8_000);
    const body = { reference: referenceOf(order), transactionId: 'tx-replay', status: 'PAID', amount: 8_000, currency: 'THB' };
    const first = await notify(body);
    expect(first.json()).toMatchObject({ success: true, value: { deposit: { status: 'APPROVED' } } });
    t.clock.advance(2000);
    const again = await notify(body);
    expect(again.json()).toEqual(first.json());
    const other = await notify({ ...body, amount: 9_000 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_conflict' });
    const secondId = await notify({ ...body, transactionId: 'tx-replay-2' });
    expect(secondId.statusCode).toBe(409);
    expect(await main()).toBe(20_345);
    await expectBooksBalance(t);
  });

  it('refuses a notification whose amount differs from the order, and lets a correct retry through', async () => {
    const order = await newOrder(3_000);
    const body = { reference: referenceOf(order), transactionId: 'tx-mismatch', status: 'PAID', amount: 3_001, currency: 'THB' };
    expect((await notify(body)).statusCode).toBe(422);
    expect((await notify({ ...body, reference: 'no-such-ref' })).statusCode).toBe(404);
    expect(await main()).toBe(20_345);
    expect((await notify({ ...body, amount: 3_000, transactionId: 'tx-mismatch-ok' })).statusCode).toBe(200);
    expect(await main()).toBe(23_345);
  });
});
