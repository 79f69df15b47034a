import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayText, zonedDay } from '@shared/date-range';
import { ledgerTransfers } from '../../db/schema/index';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { patchMerchantConfig } from '../../test/app';
import { testDrivers } from '../../test/database';
import { balance, memberOf } from '../../test/money';
import { transfer } from '../ledger/service';
import { verifyLedger } from '../ledger/verifier';
import type { Merchant } from '../merchant/directory';
import { listMerchants } from '../merchant/repository';
import { zoneOf } from './claim-service';
import { promotionUpkeep } from './upkeep';
import { payVipBirthdays } from './vip-birthday';
import { evaluateVip } from './vip-service';

const DAY = 86_400_000;
const level = (n: number, minBets: number, birthdayBonus: number) => ({
  level: n,
  name: { EN: `L${n}`, CN: `L${n}`, TH: `L${n}` },
  minBets,
  minDeposits: n === 0 ? 0 : 1_000,
  upgradeBonus: n * 100,
  rebateBonusBp: 0,
  withdrawMax: 0,
  birthdayBonus,
});

describe.each(testDrivers())('VIP birthday bonus on %s', (driver) => {
  let t: AccountTestApp;
  let merchant: Merchant;
  let vip: { merchantId: number; memberId: number };
  let plain: { merchantId: number; memberId: number };
  const main = (memberId: number) => balance(t, merchant.id, { kind: 'player_main', memberId });
  const setBirthday = async (account: string, password: string, birthday: string) => {
    const token = await loginToken(t, account, password);
    const response = await t.app.inject({ method: 'POST', url: '/wps/member/birthday', headers: bearer(token), payload: { birthday } });
    expect(response.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    vip = await memberOf(t, 'downline2');
    plain = await memberOf(t, 'demoagent');
    await patchMerchantConfig(t.app, { vip: { windowDays: 30, levels: [level(0, 0, 0), level(1, 5_000, 1_888), level(2, 50_000, 5_888)] } });
    const found = (await listMerchants(t.database.db)).find((m) => m.id === vip.merchantId);
    if (!found) throw new Error('no merchant');
    merchant = found;
    // downline2 reaches level 1 (deposits and valid bets); demoagent stays at level 0.
    const member = { kind: 'player_main' as const, memberId: vip.memberId };
    await transfer(t.database.db, { merchantId: merchant.id, idempotencyKey: 'bd-dep', type: 'deposit', reference: 'bd-dep', actor: 'test', from: { kind: 'payment_clearing' }, to: member, amount: 30_000, currency: 'THB' });
    await transfer(t.database.db, { merchantId: merchant.id, idempotencyKey: 'bd-bet', type: 'bet', reference: 'bd-bet', actor: 'test', from: member, to: { kind: 'vendor_settlement', code: 'VIP' }, amount: 6_000, currency: 'THB' });
    const today = zonedDay(new Date(), zoneOf(merchant));
    const birthday = dayText({ ...today, year: 1990 }).replace('1990-02-29', '1992-02-29');
    await setBirthday('downline2', 'Down1234', birthday);
    await setBirthday('demoagent', 'Agent1234', birthday);
  });
  afterAll(async () => t.close());

  it('pays the level’s bonus once on the birthday, nothing on other days or at level 0, once across concurrent passes', async () => {
    const now = new Date();
    await evaluateVip(t.database.db, merchant, vip.memberId, now); // reaches level 1 (its upgrade bonus) first
    const [vipBefore, plainBefore] = [await main(vip.memberId), await main(plain.memberId)];
    expect(vipBefore).toBe(30_000 - 6_000 + 100);
    // Other days: nothing.
    expect(await payVipBirthdays(t.database.db, merchant, new Date(now.getTime() - DAY))).toBe(0);
    expect(await payVipBirthdays(t.database.db, merchant, new Date(now.getTime() + DAY))).toBe(0);
    expect(await main(vip.memberId)).toBe(vipBefore);
    // On the day, two concurrent passes (two server processes): paid once, level 0 nothing.
    const passes = await Promise.all([promotionUpkeep(t.database.db, now), promotionUpkeep(t.database.db, now)]);
    expect(passes[0].birthdays + passes[1].birthdays).toBe(1);
    expect((await promotionUpkeep(t.database.db, now)).birthdays).toBe(0);
    expect(await main(vip.memberId)).toBe(vipBefore + 1_888);
    expect(await main(plain.memberId)).toBe(plainBefore);
    const year = zonedDay(now, zoneOf(merchant)).year;
    const rows = await t.database.db.select().from(ledgerTransfers).where(and(eq(ledgerTransfers.merchantId, merchant.id), eq(ledgerTransfers.reference, `vip-birthday:${year}`)));
    expect(rows.map((r) => [r.idempotencyKey, r.type, r.amount])).toEqual([[`vip-birthday:${vip.memberId}:${year}`, 'bonus', 1_888]]);
    expect((await verifyLedger(t.database.db)).drift).toEqual([]);
  });
});
