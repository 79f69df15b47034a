import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionInput, PromotionList, WageredBonusList } from '@shared/api/promotions';
import type { WithdrawInfo } from '@shared/api/cashier';
import { gameRounds, games } from '../../db/schema/index';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { balance, memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';
import { verifyLedger } from '../ledger/verifier';
import { listMerchants } from '../merchant/repository';
import { expireBonuses } from './bonus-service';

const localized = (text: string) => ({ EN: text, CN: text, TH: text });
const DAY = 86_400_000;

describe.each(testDrivers())('deposit bonuses with wagering on %s', (driver) => {
  let t: AccountTestApp;
  let player: string;
  let ops: string;
  let ids: { merchantId: number; memberId: number };
  let rounds = 0;
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown, token = player) => {
    const response = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: response.statusCode, body: response.json<{ code?: string; value: T }>() };
  };
  const main = () => balance(t, ids.merchantId, { kind: 'player_main', memberId: ids.memberId });
  const promotion = async (code: string, settings: Partial<Extract<PromotionInput['settings'], { kind: 'depositBonus' }>>, budget: number | null = null) => {
    const body: PromotionInput = {
      code,
      title: localized(code),
      terms: localized('Terms'),
      bannerUrl: '',
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: null,
      budget,
      sort: 0,
      settings: { kind: 'depositBonus', deposits: 'first', percentBp: 10_000, cap: 10_000, minDeposit: 5_000, wagering: { multiple: 2, base: 'bonus', weights: { LIVE: 50 } }, expiryDays: 7, ...settings },
    };
    return (await call<{ id: number }>('POST', '/ops-api/promotions', body, ops)).body.value.id;
  };
  const deposit = async (major: string) => {
    const created = await call<{ id: number }>('POST', '/wps/cashier/deposit', { methodCode: 'bank', amount: major, currency: 'THB' });
    expect((await call('POST', `/ops-api/deposits/${created.body.value.id}/approve`, undefined, ops)).status).toBe(200);
  };
  const play = async (category: string, bet: number, win: number) => {
    const [game] = await t.database.db.select({ nodeId: games.nodeId }).from(games).where(and(eq(games.merchantId, ids.merchantId), sql`${games.gameType} = ${category}`)).limit(1);
    rounds += 1;
    await t.database.db.insert(gameRounds).values({ merchantId: ids.merchantId, vendorCode: 'BONUS', roundId: `b${rounds}`, memberId: ids.memberId, gameNodeId: game?.nodeId ?? null, totalBet: bet, totalWin: win, currency: 'THB', status: 'settled', closedAt: new Date() });
  };
  const bonuses = async () => (await call<WageredBonusList>('GET', '/wps/promotions/bonuses')).body.value;

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    ops = await operatorToken(t);
    ids = await memberOf(t, 'demoplayer');
  });
  afterAll(async () => t.close());

  it('issues a joined first-deposit bonus with the deposit and holds it back until its weighted wagering is met', async () => {
    const id = await promotion('FIRST100', {});
    const status = async () => (await call<PromotionList>('GET', '/wps/promotions')).body.value.list.find((p) => p.id === id)?.status;
    expect(await status()).toBe('join');
    expect((await call('POST', `/wps/promotions/${id}/join`)).status).toBe(200);
    expect(await status()).toBe('joined');
    await deposit('200.00');
    expect(await main()).toBe(20_000 + 10_000);
    expect(await status()).toBe('issued');
    expect(await bonuses()).toMatchObject({ locked: 10_000, withdrawable: 20_000, list: [{ amount: 10_000, requirement: 20_000, progress: 0, status: 'active' }] });
    expect((await call<WithdrawInfo>('GET', '/wps/cashier/withdraw/info')).body.value.turnover.bonusLocked).toBe(10_000);
    // Winnings while the requirement is open are held too; live bets count half.
    await play('RNG', 12_000, 15_000);
    expect(await bonuses()).toMatchObject({ locked: 10_000 + 3_000, list: [{ progress: 12_000, status: 'active' }] });
    await play('LIVE', 10_000, 0);
    expect(await bonuses()).toMatchObject({ locked: 10_000, list: [{ progress: 17_000, status: 'active' }] });
    await play('RNG', 3_000, 0);
    expect(await bonuses()).toMatchObject({ locked: 0, list: [{ progress: 20_000, status: 'completed' }] });
    // A first-deposit bonus pays once.
    await deposit('200.00');
    expect((await bonuses()).list).toHaveLength(1);
    expect(await status()).toBe('claimed');
  });

  it('takes an open bonus back when the member forfeits it or it expires, as far as the balance holds it', async () => {
    const id = await promotion('EVERY50', { deposits: 'every', percentBp: 5_000, cap: 50_000, wagering: { multiple: 10, base: 'bonusPlusDeposit', weights: {} } }, 15_000);
    await call('POST', `/wps/promotions/${id}/join`);
    await deposit('200.00');
    const [first] = (await bonuses()).list;
    expect(first).toMatchObject({ amount: 10_000, requirement: 10 * 30_000, status: 'active' });
    const before = await main();
    expect((await call<{ takenBack: number }>('POST', `/wps/promotions/bonuses/${first?.id}/forfeit`)).body.value.takenBack).toBe(10_000);
    expect(await main()).toBe(before - 10_000);
    expect((await call('POST', `/wps/promotions/bonuses/${first?.id}/forfeit`)).status).toBe(409);
    // The budget has 5,000 left: the next bonus is capped to it, and then the promotion is closed.
    await deposit('200.00');
    const [second] = (await bonuses()).list;
    expect(second).toMatchObject({ amount: 5_000, status: 'active' });
    expect((await call<PromotionList>('GET', '/wps/promotions')).body.value.list.find((p) => p.id === id)?.status).toBe('closed');
    const merchant = (await listMerchants(t.database.db)).find((m) => m.id === ids.merchantId);
    if (!merchant) throw new Error('no merchant');
    expect(await expireBonuses(t.database.db, merchant, new Date(Date.now() + 8 * DAY))).toBe(1);
    expect((await bonuses()).list[0]).toMatchObject({ status: 'expired', takenBack: 5_000 });
    expect((await call('POST', '/wps/promotions/bonuses/999999/forfeit')).status).toBe(404);
    expect((await verifyLedger(t.database.db)).drift).toEqual([]);
  });

  it('lets a member apply with a remark, and an operator issue (once, with wagering) or reject it', async () => {
    const body: PromotionInput = { code: 'APPLY', title: localized('Apply'), terms: localized('Terms'), bannerUrl: '', startsAt: new Date(Date.now() - DAY).toISOString(), endsAt: null, budget: null, sort: 0, settings: { kind: 'applyBonus', amount: 2_500, wageringMultiple: 4, expiryDays: 3 } };
    const id = (await call<{ id: number }>('POST', '/ops-api/promotions', body, ops)).body.value.id;
    const status = async () => (await call<PromotionList>('GET', '/wps/promotions')).body.value.list.find((p) => p.id === id)?.status;
    expect(await status()).toBe('applying');
    expect((await call('POST', `/wps/promotions/${id}/apply`, { remark: 'x'.repeat(141) })).status).toBe(422);
    expect((await call('POST', `/wps/promotions/${id}/apply`, { remark: '   ' })).status).toBe(422);
    const applied = await call<{ id: number; status: string }>('POST', `/wps/promotions/${id}/apply`, { remark: 'Birthday this week 🎂' });
    expect(applied.body.value.status).toBe('pending');
    expect((await call('POST', `/wps/promotions/${id}/apply`, { remark: 'again' })).body.code).toBe('promotion_already_claimed');
    expect(await status()).toBe('pending');
    const pending = await call<{ list: { id: number; remark: string }[] }>('GET', '/ops-api/promotion-applications', undefined, ops);
    expect(pending.body.value.list.find((a) => a.id === applied.body.value.id)?.remark).toBe('Birthday this week 🎂');
    const before = await main();
    expect((await call('POST', `/ops-api/promotion-applications/${applied.body.value.id}/approve`, {}, ops)).status).toBe(200);
    expect((await call('POST', `/ops-api/promotion-applications/${applied.body.value.id}/approve`, {}, ops)).status).toBe(409);
    expect(await main()).toBe(before + 2_500);
    expect(await status()).toBe('issued');
    expect((await bonuses()).list[0]).toMatchObject({ amount: 2_500, requirement: 10_000, status: 'active' });
  });
});
