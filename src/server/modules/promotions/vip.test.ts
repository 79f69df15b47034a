import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicState } from '@shared/api/account';
import type { VipView } from '@shared/api/promotions';
import type { WithdrawInfo } from '@shared/api/cashier';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { patchMerchantConfig } from '../../test/app';
import { testDrivers } from '../../test/database';
import { drainMemberActivity } from '../../lib/member-activity';
import { balance, memberOf } from '../../test/money';
import { transfer } from '../ledger/service';
import { verifyLedger } from '../ledger/verifier';
import { operatorToken } from '../../test/operator-client';
import { promotionUpkeep } from './upkeep';

const level = (n: number, name: string, minBets: number, upgradeBonus: number, withdrawMax = 0) => ({
  level: n,
  name: { EN: name, CN: `${name}CN`, TH: `${name}TH` },
  minBets,
  minDeposits: n === 0 ? 0 : 1_000,
  upgradeBonus,
  rebateBonusBp: n * 2,
  withdrawMax,
});

describe.each(testDrivers())('VIP levels on %s', (driver) => {
  let t: AccountTestApp;
  let token: string;
  let ids: { merchantId: number; memberId: number };
  let n = 0;
  const get = async <T>(url: string) => (await t.app.inject({ url, headers: bearer(token) })).json<{ value: T }>().value;
  const money = async (type: 'deposit' | 'bet', amount: number) => {
    n += 1;
    const main = { kind: 'player_main' as const, memberId: ids.memberId };
    const [from, to] = type === 'deposit' ? [{ kind: 'payment_clearing' as const }, main] : [main, { kind: 'vendor_settlement' as const, code: 'VIP' }];
    await transfer(t.database.db, { merchantId: ids.merchantId, idempotencyKey: `vip-${n}`, type, reference: `vip-${n}`, actor: 'test', from, to, amount, currency: 'THB' });
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    token = await loginToken(t, 'downline2', 'Down1234');
    ids = await memberOf(t, 'downline2');
    await patchMerchantConfig(t.app, { vip: { windowDays: 30, levels: [level(0, 'Member', 0, 0), level(1, 'Bronze', 5_000, 300), level(2, 'Silver', 20_000, 700, 9_000_000)] } });
  });
  afterAll(async () => t.close());

  it('raises the level from rolling bets and deposits, pays each upgrade bonus once, and shows the ladder', async () => {
    expect(await get<PublicState>('/wps/member/publicState')).toMatchObject({ hasVip: false, vipRankLevel: 0 });
    await money('deposit', 30_000);
    await money('bet', 6_000);
    expect(await get<PublicState>('/wps/member/publicState')).toMatchObject({ hasVip: true, vipRankLevel: 1, vipLabelName: 'BronzeTH' }); // the merchant's default language
    // The header asks in the player's language: an English page names the level in English.
    expect(await get<PublicState>('/wps/member/publicState?language=EN')).toMatchObject({ vipRankLevel: 1, vipLabelName: 'Bronze' });
    expect(await balance(t, ids.merchantId, { kind: 'player_main', memberId: ids.memberId })).toBe(30_000 - 6_000 + 300);
    await get<PublicState>('/wps/member/publicState');
    await money('bet', 15_000);
    const view = await get<VipView>('/wps/vip?language=TH');
    expect(view).toMatchObject({ level: 2, name: 'SilverTH', bets: 21_000, deposits: 30_000, next: null });
    expect(view.levels.map((l) => [l.label, l.reached])).toEqual([
      ['MemberTH', true],
      ['BronzeTH', true],
      ['SilverTH', true],
    ]);
    // Each level's bonus once, however often the level is evaluated.
    await Promise.all([get('/wps/member/publicState'), get('/wps/member/publicState'), get('/wps/vip')]);
    expect(await balance(t, ids.merchantId, { kind: 'player_main', memberId: ids.memberId })).toBe(30_000 - 21_000 + 300 + 700);
    expect((await get<WithdrawInfo>('/wps/cashier/withdraw/info')).maxAmount).toBe(9_000_000);
    expect((await verifyLedger(t.database.db)).drift).toEqual([]);
  });

  it('raises the level of a member who deposits through the cashier without waiting for it to look, once with two passes', async () => {
    const other = await memberOf(t, 'downline1');
    const otherToken = await loginToken(t, 'downline1', 'Down1234');
    const before = await balance(t, other.merchantId, { kind: 'player_main', memberId: other.memberId });
    // The notes are the process's (one database in a server): forget what earlier test files in this worker noted.
    drainMemberActivity(other.merchantId);
    // Bets without a round's settlement (no note), then a deposit the cashier credits (noted).
    await transfer(t.database.db, { merchantId: other.merchantId, idempotencyKey: `vip-fund-${driver}`, type: 'deposit', reference: 'vip-fund', actor: 'test', from: { kind: 'payment_clearing' }, to: { kind: 'player_main', memberId: other.memberId }, amount: 6_000, currency: 'THB' });
    await transfer(t.database.db, { merchantId: other.merchantId, idempotencyKey: `vip-bet-${driver}`, type: 'bet', reference: 'vip-bet', actor: 'test', from: { kind: 'player_main', memberId: other.memberId }, to: { kind: 'vendor_settlement', code: 'VIP' }, amount: 6_000, currency: 'THB' });
    const ops = await operatorToken(t);
    const created = await t.app.inject({ method: 'POST', url: '/wps/cashier/deposit', headers: bearer(otherToken), payload: { methodCode: 'bank', amount: '500', currency: 'THB' } });
    const approved = await t.app.inject({ method: 'POST', url: `/ops-api/deposits/${created.json<{ value: { id: number } }>().value.id}/approve`, headers: bearer(ops) });
    expect(approved.statusCode).toBe(200);
    const passes = await Promise.all([promotionUpkeep(t.database.db), promotionUpkeep(t.database.db)]);
    expect(passes.reduce((sum, pass) => sum + pass.vip, 0)).toBe(1);
    expect(await balance(t, other.merchantId, { kind: 'player_main', memberId: other.memberId })).toBe(before + 50_000 + 300);
    expect((await promotionUpkeep(t.database.db)).vip).toBe(0);
    expect((await verifyLedger(t.database.db)).drift).toEqual([]);
  });
});
