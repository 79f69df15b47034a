import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/index';
import { bonusCommand } from '../../ops/bonus';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { balance, expectBooksBalance, memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';
import { reverse, transfer } from '../ledger/service';
import { addOperator } from '../operator/service';
import { cliActor } from '../operator/audit';

interface Bonus {
  transferId: number;
  type: string;
  amount: number;
  currency: string;
  reason: string;
  status: string;
  createdAt: string;
}
interface BonusPage {
  list: Bonus[];
  total: number;
  page: number;
  size: number;
}

describe.each(testDrivers())('bonuses on %s', (driver) => {
  let t: AccountTestApp;
  let ops: string;
  let player: string;
  let ids: { merchantId: number; memberId: number };
  const grant = (payload: object, token = ops, key?: string) =>
    t.app.inject({ method: 'POST', url: '/ops-api/bonuses', payload, headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) } });
  const list = async (query = '', token = player) => {
    const response = await t.app.inject({ url: `/wps/member/bonuses${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ value: BonusPage }>().value;
  };
  const main = () => balance(t, ids.merchantId, { kind: 'player_main', memberId: ids.memberId });

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ops = await operatorToken(t);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    ids = await memberOf(t, 'demoplayer');
  });
  afterAll(async () => t.close());

  it('grants from promotions to the main wallet and lists it newest first; other credits are not bonuses', async () => {
    const first = await grant({ account: 'demoplayer', amount: 5_000, reason: 'welcome bonus' });
    expect(first.json()).toMatchObject({ success: true, value: { replayed: false, amount: 5_000, currency: 'THB', before: 0, after: 5_000 } });
    expect((await grant({ account: 'demoplayer', amount: 1_250, reason: 'weekly reload' })).statusCode).toBe(200);
    // A deposit credits the wallet too, but not from promotions: not a bonus.
    await transfer(t.database.db, { merchantId: ids.merchantId, idempotencyKey: 'bonus-test-deposit', type: 'deposit', reference: 't', actor: 'system', from: { kind: 'payment_clearing' }, to: { kind: 'player_main', memberId: ids.memberId }, amount: 700, currency: 'THB' });
    expect(await main()).toBe(6_950);
    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1, size: 20 });
    expect(page.list.map((b) => [b.type, b.amount, b.reason, b.status])).toEqual([
      ['bonus', 1_250, 'weekly reload', 'COMPLETED'],
      ['bonus', 5_000, 'welcome bonus', 'COMPLETED'],
    ]);
    expect(Date.parse(page.list[0]?.createdAt ?? '')).not.toBeNaN();
    expect((await list('?size=1&page=2')).list.map((b) => b.amount)).toEqual([5_000]);
    // Another member sees none of them; the statement lists the grant under type bonus.
    expect((await list('', await loginToken(t, 'downline1', 'Down1234'))).total).toBe(0);
    const statement = await t.app.inject({ url: '/wps/member/transactions?type=bonus', headers: bearer(player) });
    expect(statement.json<{ value: { total: number } }>().value.total).toBe(2);
  });

  it('moves nothing again on a retried Idempotency-Key and audits each grant once', async () => {
    const before = await main();
    const once = await grant({ account: 'demoplayer', amount: 300, reason: 'retry me' }, ops, 'grant-key-0001');
    const again = await grant({ account: 'demoplayer', amount: 300, reason: 'retry me' }, ops, 'grant-key-0001');
    expect(again.json()).toMatchObject({ value: { replayed: true, transferId: once.json<{ value: Bonus }>().value.transferId } });
    const other = await grant({ account: 'demoplayer', amount: 400, reason: 'retry me' }, ops, 'grant-key-0001');
    expect([other.statusCode, other.json<{ code: string }>().code]).toEqual([409, 'idempotency_conflict']);
    expect(await main()).toBe(before + 300);
    const audit = await t.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'balance.bonus'), eq(operatorAudit.targetId, String(ids.memberId))));
    expect(audit).toHaveLength(3);
    expect(audit.at(-1)).toMatchObject({ actor: expect.stringMatching(/^operator:\d+$/u), after: { amount: 300, reason: 'retry me' } });
  });

  it('refuses bad grants, unknown members, players and cashiers; nothing moves', async () => {
    const before = await main();
    for (const amount of [0, -100, 1.5, '100']) {
      const response = await grant({ account: 'demoplayer', amount, reason: 'bad amount' });
      expect(response.statusCode, String(amount)).toBe(422);
    }
    expect((await grant({ account: 'demoplayer', amount: 100, reason: '  x ' })).statusCode).toBe(422);
    expect((await grant({ account: 'nobody', amount: 100, reason: 'ghost bonus' })).json()).toMatchObject({ code: 'not_found' });
    expect((await grant({ account: 'demoplayer', amount: 100, reason: 'no token' }, 'not-a-token')).statusCode).toBe(401);
    expect((await grant({ account: 'demoplayer', amount: 100, reason: 'player token' }, player)).statusCode).toBe(401);
    await addOperator(t.database.db, cliActor(ids.merchantId), { username: 'bonuscashier', password: 'Cash1234', role: 'support', cost: 'test' });
    const cashier = await operatorToken(t, 'bonuscashier', 'Cash1234');
    expect((await grant({ account: 'demoplayer', amount: 100, reason: 'cashier try' }, cashier)).json()).toMatchObject({ code: 'forbidden' });
    expect((await t.app.inject({ url: '/wps/member/bonuses' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/wps/member/bonuses?size=101', headers: bearer(player) })).statusCode).toBe(422);
    expect(await main()).toBe(before);
  });

  it('shows a reversed bonus as REVERSED', async () => {
    const { transferId } = (await grant({ account: 'demoplayer', amount: 200, reason: 'given by mistake' })).json<{ value: Bonus }>().value;
    await reverse(t.database.db, { merchantId: ids.merchantId, transferId, idempotencyKey: 'bonus-test-reverse', actor: 'system', reason: 'mistake' });
    const newest = (await list()).list[0];
    expect(newest).toMatchObject({ transferId, status: 'REVERSED' });
  });

  it('grants from the command line (actor cli:…), refusing bad usage', async () => {
    const lines: string[] = [];
    const run = (args: string[]) => bonusCommand.run({ database: t.database, print: (line) => lines.push(line) }, args);
    const before = await main();
    expect(await run(['--member', 'demoplayer', '--amount', '900', '--reason', 'cli goodwill'])).toBe(0);
    expect(lines.at(-1)).toContain(`${before} -> ${before + 900}`);
    for (const args of [
      ['--member', 'demoplayer', '--amount', '-5', '--reason', 'negative'],
      ['--member', 'demoplayer', '--amount', '1.5', '--reason', 'fraction'],
      ['--member', 'demoplayer', '--amount', '0', '--reason', 'zero'],
      ['--member', 'demoplayer', '--amount', '5'],
    ]) {
      expect(await run(args).catch(() => 2), args.join(' ')).toBe(2);
    }
    await expect(run(['--member', 'nobody', '--amount', '5', '--reason', 'ghost'])).rejects.toMatchObject({ code: 'not_found' });
    expect(await main()).toBe(before + 900);
    const [newest] = (await list()).list;
    expect(newest).toMatchObject({ amount: 900, reason: 'cli goodwill' });
    const audit = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'balance.bonus'));
    expect(audit.at(-1)).toMatchObject({ operatorId: null, actor: expect.stringMatching(/^cli:/u) });
    await expectBooksBalance(t);
  });
});
