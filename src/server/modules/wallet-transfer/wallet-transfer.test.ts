import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { balance, expectBooksBalance, memberOf } from '../../test/money';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index';
import { transfer } from '../ledger/service';
import { DownlineCache } from './downline-cache';

interface Moved {
  transferId: number;
  replayed: boolean;
  amount: number;
}
type Who = 'agent' | 'd1' | 'd2' | 'player';

describe.each(testDrivers())('member transfers on %s', (driver) => {
  let t: AccountTestApp;
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;
  let merchantId = 0;
  let seq = 0;
  const main = (who: Who) => balance(t, merchantId, { kind: 'player_main', memberId: ids[who] });
  const key = () => `test-key-${(seq += 1)}`;
  const upline = (who: Who, payload: object, k: string | null = key()) =>
    t.app.inject({ method: 'POST', url: '/wps/wallet/transferUpline', payload, headers: { ...bearer(tokens[who]), ...(k ? { 'idempotency-key': k } : {}) } });
  const down = (who: Who, payload: object, k: string = key()) =>
    t.app.inject({ method: 'POST', url: '/wps/agent/transfer', payload, headers: { ...bearer(tokens[who]), 'idempotency-key': k } });
  const fund = (who: Who, amount: number) =>
    transfer(t.database.db, { merchantId, idempotencyKey: `fund-${who}-${key()}`, type: 'deposit', reference: 't', actor: 'system', from: { kind: 'payment_clearing' }, to: { kind: 'player_main', memberId: ids[who] }, amount, currency: 'THB' });

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    const accounts: [Who, string, string][] = [
      ['agent', 'demoagent', 'Agent1234'],
      ['d1', 'downline1', 'Down1234'],
      ['d2', 'downline2', 'Down1234'],
      ['player', 'demoplayer', 'Demo1234'],
    ];
    for (const [who, account, password] of accounts) {
      tokens[who] = await loginToken(t, account, password);
      const found = await memberOf(t, account);
      ids[who] = found.memberId;
      merchantId = found.merchantId;
    }
    await fund('d1', 50_000);
    await fund('agent', 50_000);
  });
  afterAll(async () => t.close());

  it('answers the wallet mode: the seed has a transfer-mode vendor (AG), so not single', async () => {
    expect((await t.app.inject({ url: '/wps/merchant/wallet' })).json()).toEqual({ success: true, value: { isSingle: false } });
  });

  it('moves to the upline once per Idempotency-Key; other content under the key is refused', async () => {
    const k = key();
    const first = await upline('d1', { amount: '10.00' }, k);
    expect(first.json()).toMatchObject({ success: true, value: { replayed: false, amount: 1_000, balanceAfter: 49_000 } });
    const again = await upline('d1', { amount: '10.00' }, k);
    expect(again.json<{ value: Moved }>().value).toMatchObject({ replayed: true, transferId: first.json<{ value: Moved }>().value.transferId });
    const other = await upline('d1', { amount: 2_000 }, k);
    expect([other.statusCode, other.json<{ code: string }>().code]).toEqual([409, 'idempotency_conflict']);
    expect([await main('d1'), await main('agent')]).toEqual([49_000, 51_000]);
  });

  it('refuses missing keys, bad amounts, wrong currency, no upline and overdrafts; nothing moves', async () => {
    expect((await upline('d1', { amount: 100 }, null)).statusCode).toBe(422);
    for (const amount of [0, -100, 1.5, '0.001', 1e16]) {
      const response = await upline('d1', { amount });
      expect([response.statusCode, response.json<{ code: string }>().code], String(amount)).toEqual([422, 'validation_failed']);
    }
    expect((await upline('d1', { amount: 100, currency: 'USD' })).json()).toMatchObject({ code: 'validation_failed', errors: { currency: 'invalid' } });
    expect((await upline('player', { amount: 100 })).json()).toMatchObject({ code: 'no_upline' });
    expect((await upline('d1', { amount: 49_001 })).json()).toMatchObject({ code: 'insufficient_funds' });
    expect([await main('d1'), await main('agent')]).toEqual([49_000, 51_000]);
  });

  it('lets an agent reach only their own downline tree', async () => {
    expect((await down('agent', { account: 'downline2', amount: 500 })).json()).toMatchObject({ value: { amount: 500, balanceAfter: 50_500 } });
    for (const account of ['demoplayer', 'demoagent', 'nobody']) {
      const refused = await down('agent', { account, amount: 500 });
      expect([refused.statusCode, refused.json<{ code: string }>().code], account).toEqual([403, 'forbidden']);
    }
    expect((await down('d1', { account: 'downline2', amount: 500 })).statusCode).toBe(403);
    expect([await main('agent'), await main('d2'), await main('player')]).toEqual([50_500, 500, 0]);
  });

  it('refuses a transfer to a downline with function_not_enabled while the agent type may not; nothing moves', async () => {
    const setTransfers = (on: boolean) =>
      t.app.inject({ method: 'PATCH', url: '/dev/merchant/config', payload: { agentPermissions: { '1': { transferToDownlines: on } } } });
    const before = await main('agent');
    expect((await setTransfers(false)).statusCode).toBe(200);
    try {
      const refused = await down('agent', { account: 'downline1', amount: 500 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'function_not_enabled' });
      expect(await main('agent')).toBe(before);
    } finally {
      expect((await setTransfers(true)).statusCode).toBe(200);
    }
    expect((await down('agent', { account: 'downline1', amount: 500 })).statusCode).toBe(200);
    expect(await main('agent')).toBe(before - 500);
  });

  it('keeps the model under 50 concurrent random transfers (with replays)', async () => {
    const model: Record<Who, number> = { agent: await main('agent'), d1: await main('d1'), d2: await main('d2'), player: 0 };
    const plan = Array.from({ length: 50 }, (_, i) => {
      const amount = 100 + ((i * 7919) % 4000);
      const k = i % 10 === 9 ? `test-replay-${i - 1}` : `test-replay-${i}`;
      if (i % 3 === 0) return { from: 'agent' as Who, to: (i % 2 ? 'd1' : 'd2') as Who, amount, k, send: () => down('agent', { account: i % 2 ? 'downline1' : 'downline2', amount }, k) };
      const from: Who = i % 3 === 1 ? 'd1' : 'd2';
      return { from, to: 'agent' as Who, amount, k, send: () => upline(from, { amount }, k) };
    });
    const results = await Promise.all(plan.map(async (step) => ({ step, response: await step.send() })));
    // Enough moved for the check to mean something (the plan is sized well inside the balances).
    expect(results.filter((r) => r.response.json<{ value?: Moved }>().value?.replayed === false).length).toBeGreaterThan(30);
    for (const { step, response } of results) {
      const body = response.json<{ success: boolean; code?: string; value?: Moved }>();
      if (body.value && !body.value.replayed) {
        model[step.from] -= step.amount;
        model[step.to] += step.amount;
      } else {
        expect(['insufficient_funds', 'idempotency_conflict', undefined]).toContain(body.code);
      }
    }
    for (const who of ['agent', 'd1', 'd2'] as Who[]) {
      expect(await main(who), who).toBe(model[who]);
      expect(model[who]).toBeGreaterThanOrEqual(0);
    }
    await expectBooksBalance(t);
  });

  it('moves between main and a transfer-mode vendor wallet (transferFund), once per key, and recalls all', async () => {
    const fundCall = (payload: object, k: string = key()) =>
      t.app.inject({ method: 'POST', url: '/wps/wallet/transferFund', payload, headers: { ...bearer(tokens.d1), 'idempotency-key': k } });
    const wallets = async () => (await t.app.inject({ url: '/wps/wallet/vendors', headers: bearer(tokens.d1) })).json<{ value: { mainBalance: number; list: { code: string; balance: number }[] } }>().value;
    const before = await wallets();
    expect(before.list.map((w) => w.code)).toEqual(['AG', 'V8']);
    const k = key();
    const into = await fundCall({ vendorCode: 'AG', direction: 'IN', amount: '5.00' }, k);
    expect(into.json()).toMatchObject({ value: { replayed: false, amount: 500, balanceAfter: before.mainBalance - 500, vendorBalanceAfter: 500 } });
    expect((await fundCall({ vendorCode: 'AG', direction: 'IN', amount: '5.00' }, k)).json()).toMatchObject({ value: { replayed: true } });
    await fundCall({ vendorCode: 'V8', direction: 'IN', amount: 300 });
    expect((await fundCall({ vendorCode: 'AG', direction: 'OUT', amount: 200 })).json()).toMatchObject({ value: { vendorBalanceAfter: 300 } });
    // Bad input: unknown or seamless vendor, overdraft of a vendor wallet, bad direction, fractional cents.
    expect((await fundCall({ vendorCode: 'PG', direction: 'IN', amount: 100 })).json()).toMatchObject({ code: 'validation_failed', errors: { vendorCode: 'invalid' } });
    expect((await fundCall({ vendorCode: 'AG', direction: 'OUT', amount: 301 })).json()).toMatchObject({ code: 'insufficient_funds' });
    expect((await fundCall({ vendorCode: 'AG', direction: 'UP', amount: 1 })).statusCode).toBe(422);
    expect((await fundCall({ vendorCode: 'AG', direction: 'IN', amount: '1.001' })).json()).toMatchObject({ code: 'validation_failed' });
    const mid = await wallets();
    expect([mid.mainBalance, mid.list.map((w) => w.balance)]).toEqual([before.mainBalance - 600, [300, 300]]);
    const recall = await t.app.inject({ method: 'POST', url: '/wps/wallet/recallAll', headers: { ...bearer(tokens.d1), 'idempotency-key': key() } });
    expect(recall.json()).toMatchObject({ value: { mainBalance: before.mainBalance, list: [{ code: 'AG', balance: 0 }, { code: 'V8', balance: 0 }] } });
    await expectBooksBalance(t);
  });

  it('keeps positive downline answers briefly and never a refusal', async () => {
    const cache = new DownlineCache(5000);
    const db = t.database.db;
    const now = Date.now();
    const setUpline = (who: Who, upline: number | null) => db.update(members).set({ uplineId: upline }).where(eq(members.id, ids[who]));
    expect(await cache.find(db, merchantId, ids.agent, 'demoplayer', now)).toBeUndefined();
    await setUpline('player', ids.agent);
    // Refusals are not kept: a downline registered a moment ago is reachable at once.
    expect(await cache.find(db, merchantId, ids.agent, 'demoplayer', now)).toBe(ids.player);
    await setUpline('player', null);
    // A kept answer lasts its window, then the tree is read again.
    expect(await cache.find(db, merchantId, ids.agent, 'demoplayer', now + 4000)).toBe(ids.player);
    expect(await cache.find(db, merchantId, ids.agent, 'demoplayer', now + 5001)).toBeUndefined();
  });
});
