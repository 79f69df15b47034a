import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/index';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { balance, expectBooksBalance, memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';

interface Order {
  id: number;
  status: string;
  amount: number;
  paymentUrl: string | null;
}

describe.each(testDrivers())('deposits on %s', (driver) => {
  let t: AccountTestApp;
  let player: string;
  let ops: string;
  let ids: { merchantId: number; memberId: number };
  const main = () => balance(t, ids.merchantId, { kind: 'player_main', memberId: ids.memberId });
  const deposit = (payload: object, token = player) => t.app.inject({ method: 'POST', url: '/wps/cashier/deposit', payload, headers: bearer(token) });
  const decide = (id: number, decision: string, token = ops) => t.app.inject({ method: 'POST', url: `/ops-api/deposits/${id}/${decision}`, headers: bearer(token) });

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    ops = await operatorToken(t);
    ids = await memberOf(t, 'demoplayer');
  });
  afterAll(async () => t.close());

  it('lists both seeded methods with limits, the gateway marked demo', async () => {
    const response = await t.app.inject({ url: '/wps/cashier/deposit/methods', headers: bearer(player) });
    const list = response.json<{ value: { list: { code: string; kind: string; demo: boolean }[] } }>().value.list;
    expect(list.map((m) => [m.code, m.kind, m.demo])).toEqual([
      ['bank', 'MANUAL_BANK', false],
      ['demopay', 'DEMO_GATEWAY', true],
    ]);
    expect((await t.app.inject({ url: '/wps/cashier/deposit/methods' })).statusCode).toBe(401);
  });

  it('refuses bad amounts and currencies with a field error and moves nothing', async () => {
    const cases: [object, string, string][] = [
      [{ methodCode: 'bank', amount: -100 }, 'validation_failed', 'amount'],
      [{ methodCode: 'bank', amount: 0 }, 'validation_failed', 'amount'],
      [{ methodCode: 'bank', amount: 10_000.5 }, 'validation_failed', 'amount'],
      [{ methodCode: 'bank', amount: '100.005' }, 'validation_failed', 'amount'],
      [{ methodCode: 'bank', amount: '-5' }, 'validation_failed', 'amount'],
      [{ methodCode: 'bank', amount: '1e5' }, 'validation_failed', 'amount'],
      [{ methodCode: 'bank', amount: 1e21 }, 'validation_failed', 'amount'],
      [{ methodCode: 'bank', amount: '99999999999999999' }, 'validation_failed', 'amount'],
      [{ methodCode: 'bank', amount: 20_000, currency: 'USD' }, 'validation_failed', 'currency'],
      [{ methodCode: 'bank', amount: 100 }, 'amount_out_of_range', 'amount'],
      [{ methodCode: 'bank', amount: 5_000_001 }, 'amount_out_of_range', 'amount'],
      [{ methodCode: 'nope', amount: 20_000 }, 'deposit_method_unavailable', 'methodCode'],
    ];
    for (const [payload, code, field] of cases) {
      const response = await deposit(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const body = response.json<{ code: string; errors: Record<string, string> }>();
      expect(body.code, JSON.stringify(payload)).toBe(code);
      expect(Object.keys(body.errors)).toContain(field);
    }
    expect((await t.app.inject({ url: '/wps/cashier/deposits', headers: bearer(player) })).json()).toMatchObject({ value: { total: 0 } });
    expect(await main()).toBe(0);
  });

  it('keeps a manual bank order pending until an operator approves it, once', async () => {
    const created = (await deposit({ methodCode: 'bank', amount: '150.25', currency: 'THB' })).json<{ value: Order }>().value;
    expect(created).toMatchObject({ status: 'PENDING', amount: 15_025, paymentUrl: null });
    expect(await main()).toBe(0);
    expect((await decide(created.id, 'approve', player)).statusCode).toBe(401);
    const approved = await decide(created.id, 'approve');
    expect(approved.json()).toMatchObject({ success: true, value: { status: 'APPROVED' } });
    expect((await decide(created.id, 'approve')).json()).toMatchObject({ value: { status: 'APPROVED' } });
    expect(await main()).toBe(15_025);
    expect((await decide(created.id, 'reject')).statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetType, 'deposit'), eq(operatorAudit.targetId, String(created.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'deposit.approve', before: { status: 'PENDING' }, after: { status: 'APPROVED' } });
    await expectBooksBalance(t);
  });

  it('rejects without moving money and refuses approval afterwards', async () => {
    const created = (await deposit({ methodCode: 'bank', amount: 20_000 })).json<{ value: Order }>().value;
    expect((await decide(created.id, 'reject')).json()).toMatchObject({ value: { status: 'REJECTED' } });
    expect((await decide(created.id, 'reject')).statusCode).toBe(200);
    const late = await decide(created.id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'conflict' });
    expect(await main()).toBe(15_025);
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
  });

  it('lists only the member’s own orders, newest first', async () => {
    const mine = (await t.app.inject({ url: '/wps/cashier/deposits?size=1', headers: bearer(player) })).json<{ value: { list: Order[]; total: number } }>().value;
    expect(mine.total).toBe(2);
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]?.status).toBe('REJECTED');
    const other = await loginToken(t, 'downline1', 'Down1234');
    expect((await t.app.inject({ url: '/wps/cashier/deposits', headers: bearer(other) })).json()).toMatchObject({ value: { total: 0 } });
    // Another player cannot decide or see orders: the operator API refuses player tokens outright.
    expect((await decide(mine.list[0]?.id ?? 0, 'approve', other)).statusCode).toBe(401);
  });

  it('serialises concurrent approvals of one order: credited once', async () => {
    const created = (await deposit({ methodCode: 'bank', amount: 10_000 })).json<{ value: Order }>().value;
    const results = await Promise.all(Array.from({ length: 8 }, () => decide(created.id, 'approve')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await main()).toBe(25_025);
    await expectBooksBalance(t);
  });
});
