import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchMerchantConfig } from '../../test/app';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { memberOf } from '../../test/money';
import { reverse, transfer } from '../ledger/service';
import type { AccountRef } from '../ledger/types';

interface Entry {
  type: string;
  amount: number;
  balanceAfter: number;
  status: string;
  account: string;
}

describe.each(testDrivers())('records on %s', (driver) => {
  let t: AccountTestApp;
  let player: string;
  let ids: { merchantId: number; memberId: number };
  let n = 0;
  const main = (): AccountRef => ({ kind: 'player_main', memberId: ids.memberId });
  const move = (type: string, from: AccountRef, to: AccountRef, amount: number) =>
    transfer(t.database.db, { merchantId: ids.merchantId, idempotencyKey: `rec-${(n += 1)}`, type, reference: 'test', actor: 'system', from, to, amount, currency: 'THB' });
  const get = async <T>(url: string, token = player) => {
    const response = await t.app.inject({ url, headers: bearer(token) });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ value: T }>().value;
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    ids = await memberOf(t, 'demoplayer');
    await move('deposit', { kind: 'payment_clearing' }, main(), 50_000);
    await move('bet', main(), { kind: 'house' }, 3_000);
    await move('win', { kind: 'house' }, main(), 5_000);
    const mistake = await move('bet', main(), { kind: 'house' }, 700);
    await reverse(t.database.db, { merchantId: ids.merchantId, transferId: mistake.transferId, idempotencyKey: 'rec-rev', actor: 'system', reason: 'void' });
    await move('withdrawal_hold', main(), { kind: 'withdrawal_hold', memberId: ids.memberId }, 10_000);
  });
  afterAll(async () => t.close());

  it('lists the member’s entries newest first with running balances, filters and pages', async () => {
    const all = await get<{ list: Entry[]; total: number }>('/wps/member/transactions');
    expect(all.total).toBe(7);
    expect(all.list[0]).toMatchObject({ type: 'withdrawal_hold', account: 'withdrawal_hold', amount: 10_000, balanceAfter: 10_000 });
    expect(all.list.find((e) => e.account === 'player_main' && e.type === 'deposit')).toMatchObject({ amount: 50_000, balanceAfter: 50_000 });
    const bets = await get<{ list: Entry[] }>('/wps/member/transactions?type=bet');
    expect(bets.list.map((e) => [e.amount, e.status])).toEqual([
      [-700, 'REVERSED'],
      [-3_000, 'COMPLETED'],
    ]);
    expect((await get<{ total: number }>('/wps/member/transactions?status=REVERSED')).total).toBe(1);
    expect((await get<{ list: Entry[] }>('/wps/member/transactions?size=2&page=2')).list).toHaveLength(2);
    expect((await get<{ total: number }>('/wps/member/transactions?preset=next7')).total).toBe(0);
    const bad = await t.app.inject({ url: '/wps/member/transactions?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', headers: bearer(player) });
    expect(bad.statusCode).toBe(422);
    const other = await loginToken(t, 'downline1', 'Down1234');
    expect((await get<{ total: number }>('/wps/member/transactions', other)).total).toBe(0);
  });

  it('reports win/loss per period and lifetime net deposits', async () => {
    for (const periodType of ['daily', 'weekly', 'semimonthly', 'monthly']) {
      const report = await get<{ periods: { profit: number }[]; total: { bet: number; win: number; profit: number }; lifetimeNetDeposits: number }>(`/wps/member/profit?periodType=${periodType}`);
      // The reversed (refunded) bet is no bet at all: it leaves stake and turnover, and its refund is not a win.
      expect(report.total, periodType).toEqual({ bet: 3_000, win: 5_000, profit: 2_000 });
      expect(report.periods.at(-1)?.profit).toBe(2_000);
      expect(report.lifetimeNetDeposits).toBe(40_000);
    }
    const none = await get<{ periods: { bet: number }[] }>('/wps/member/profit?periodType=weekly', await loginToken(t, 'downline2', 'Down1234'));
    expect(none.periods).toHaveLength(4);
    expect(none.periods.every((p) => p.bet === 0)).toBe(true);
  });

  it('answers consolidated funds with contract flags only when agent policy is on', async () => {
    const funds = await get<Record<string, unknown>>('/wps/member/info/funds/consolidated');
    // The flags say whether a contract request waits for this member's answer: none for a player.
    expect(funds).toMatchObject({ currency: 'THB', mainBalance: 42_000, hold: 10_000, commission: 0, dailysalreqtype: false, divtypereq: false, contractRequests: [] });
    await patchMerchantConfig(t.app, { features: { agentPolicy: false } });
    const off = await t.app.inject({ url: '/wps/member/info/funds/consolidated', headers: bearer(player) });
    expect([off.statusCode, off.json<{ code: string }>().code]).toEqual([403, 'function_not_enabled']);
    await patchMerchantConfig(t.app, { features: { agentPolicy: true } });
  });
});
