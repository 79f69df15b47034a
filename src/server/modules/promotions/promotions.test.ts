import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionInput, PromotionList, RebateView } from '@shared/api/promotions';
import type { PublicState } from '@shared/api/account';
import { rowsOf } from '../../db/client';
import { gameRounds, games, members, merchants } from '../../db/schema/index';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { patchMerchantConfig } from '../../test/app';
import { testDrivers } from '../../test/database';
import { operatorToken } from '../../test/operator-client';
import { transfer } from '../ledger/service';
import { verifyLedger } from '../ledger/verifier';
import { listMerchants } from '../merchant/repository';
import { openEnvelope, signIn } from './claim-service';
import { autoClaimRebates } from './upkeep';

const localized = (text: string) => ({ EN: text, CN: text, TH: text });
const HOUR = 3_600_000;

describe.each(testDrivers())('promotions on %s', (driver) => {
  let t: AccountTestApp;
  let token: string;
  let ops: string;
  let merchantId: number;
  let playerId: number;
  const ids: Record<string, number> = {};
  const call = async <T>(method: 'GET' | 'POST', url: string, who: string | null = token, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: response.statusCode, body: response.json<{ success: boolean; code?: string; value: T }>() };
  };
  const save = async (input: Partial<PromotionInput> & Pick<PromotionInput, 'code' | 'settings'>) => {
    const body: PromotionInput = { title: localized(input.code), terms: localized('Terms'), bannerUrl: '', startsAt: new Date(Date.now() - 48 * HOUR).toISOString(), endsAt: null, budget: null, sort: 0, ...input };
    const saved = await call<{ id: number }>('POST', '/ops-api/promotions', ops, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    ids[input.code] = saved.body.value.id;
    return saved.body.value.id;
  };
  const bet = async (category: string, amount: number, n: number) => {
    const db = t.database.db;
    const [game] = await db.select({ nodeId: games.nodeId }).from(games).where(and(eq(games.merchantId, merchantId), sql`${games.gameType} = ${category}`)).limit(1);
    const key = `promo-${category}-${n}`;
    const main = { kind: 'player_main' as const, memberId: playerId };
    await transfer(db, { merchantId, idempotencyKey: `${key}-d`, type: 'deposit', reference: key, actor: 'test', from: { kind: 'payment_clearing' }, to: main, amount, currency: 'THB' });
    await transfer(db, { merchantId, idempotencyKey: `${key}-b`, type: 'bet', reference: key, actor: 'test', from: main, to: { kind: 'vendor_settlement', code: 'PROMO' }, amount, currency: 'THB' });
    await db.insert(gameRounds).values({ merchantId, vendorCode: 'PROMO', roundId: key, memberId: playerId, gameNodeId: game?.nodeId ?? null, totalBet: amount, currency: 'THB', status: 'settled', closedAt: new Date() });
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    const db = t.database.db;
    const [merchant] = await db.select({ id: merchants.id }).from(merchants);
    merchantId = merchant?.id ?? 0;
    const [player] = await db.select({ id: members.id }).from(members).where(and(eq(members.merchantId, merchantId), eq(members.account, 'downline1')));
    playerId = player?.id ?? 0;
    token = await loginToken(t, 'downline1', 'Down1234');
    ops = await operatorToken(t);
    await patchMerchantConfig(t.app, { timeZone: 'Asia/Bangkok' });
  });
  afterAll(async () => t.close());

  it('pays rebate accrued per category since the last claim, once, above the minimum', async () => {
    const id = await save({ code: 'REBATE', settings: { kind: 'rebate', rates: { RNG: 80, LIVE: 50 }, minClaim: 100, autoClaimDaily: false } });
    await bet('RNG', 10_000, 1);
    await bet('LIVE', 4_000, 2);
    await bet('FISH', 9_000, 3);
    const view = await call<RebateView>('GET', '/wps/promotions/rebate');
    expect(view.body.value.categories).toEqual(
      expect.arrayContaining([
        { category: 'RNG', validBets: 10_000, rateBp: 80, amount: 80 },
        { category: 'LIVE', validBets: 4_000, rateBp: 50, amount: 20 },
        { category: 'FISH', validBets: 9_000, rateBp: 0, amount: 0 },
      ]),
    );
    expect(view.body.value.total).toBe(100);
    const listed = await call<PromotionList>('GET', '/wps/promotions');
    expect(listed.body.value.list.find((p) => p.code === 'REBATE')).toMatchObject({ status: 'claim', claimable: 100 });
    const state = await call<PublicState>('GET', '/wps/member/publicState');
    expect(state.body.value.availablePromoCount).toBeGreaterThanOrEqual(1);
    const [first, second] = await Promise.all([call('POST', `/wps/promotions/${id}/rebate/claim`), call('POST', `/wps/promotions/${id}/rebate/claim`)]);
    expect([first?.status, second?.status].sort()).toEqual([200, 409]);
    expect((await call<RebateView>('GET', '/wps/promotions/rebate')).body.value).toMatchObject({ total: 0, claims: [{ amount: 100, auto: false }] });
    await bet('RNG', 5_000, 4);
    // 40 accrued is below the 100 minimum.
    expect((await call('POST', `/wps/promotions/${id}/rebate/claim`)).body.code).toBe('promotion_nothing_to_claim');
  });

  it("pays the day's unclaimed rebate automatically once the day has closed, once however often it runs", async () => {
    await save({ code: 'REBATE', settings: { kind: 'rebate', rates: { RNG: 80, LIVE: 50 }, minClaim: 10, autoClaimDaily: true } });
    const merchant = (await listMerchants(t.database.db)).find((m) => m.id === merchantId);
    if (!merchant) throw new Error('no merchant');
    expect(await autoClaimRebates(t.database.db, merchant)).toBe(0);
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    const runs = await Promise.all([autoClaimRebates(t.database.db, merchant, tomorrow), autoClaimRebates(t.database.db, merchant, tomorrow)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await call<RebateView>('GET', '/wps/promotions/rebate')).body.value.claims[0]).toMatchObject({ amount: 40, auto: true });
    await save({ code: 'REBATE', settings: { kind: 'rebate', rates: { RNG: 80, LIVE: 50 }, minClaim: 100, autoClaimDaily: false } });
  });

  it('pays the sign-in reward of the streak day once a day', async () => {
    const id = await save({ code: 'SIGNIN', settings: { kind: 'signIn', rewards: [100, 200, 500] } });
    const signed = await call<{ amount: number }>('POST', `/wps/promotions/${id}/sign-in`);
    expect(signed.body.value.amount).toBe(100);
    expect((await call('POST', `/wps/promotions/${id}/sign-in`)).body.code).toBe('promotion_already_claimed');
    const listed = await call<PromotionList>('GET', '/wps/promotions');
    expect(listed.body.value.list.find((p) => p.code === 'SIGNIN')).toMatchObject({ status: 'signed', streak: 1 });
  });

  it('never pays an envelope window more than its budget, nor a member twice, with 50 opening at once', async () => {
    const now = new Date();
    const bangkok = new Date(now.getTime() + 7 * HOUR - 30 * 60_000);
    const start = `${String(bangkok.getUTCHours()).padStart(2, '0')}:${String(bangkok.getUTCMinutes()).padStart(2, '0')}`;
    const id = await save({ code: 'RAIN', budget: 100_000, settings: { kind: 'redEnvelope', windows: [{ start, minutes: 120 }], windowBudget: 2_000, minAmount: 30, maxAmount: 150 } });
    const db = t.database.db;
    const rows = await db
      .insert(members)
      .values(Array.from({ length: 50 }, (_, i) => ({ merchantId, account: `rain${driver}${i}`, passwordHash: 'x' })))
      .returning({ id: members.id, status: members.status });
    const merchant = (await listMerchants(db)).find((m) => m.id === merchantId);
    if (!merchant) throw new Error('no merchant');
    const outcomes = await Promise.allSettled([...rows, ...rows.slice(0, 10)].map((m) => openEnvelope(db, merchant, m, id)));
    const paid = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.amount] : []));
    expect(paid.reduce((s, a) => s + a, 0)).toBeLessThanOrEqual(2_000);
    expect(paid.length).toBeGreaterThan(10);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
    expect(new Set(refused)).toEqual(new Set(['promotion_already_claimed', 'promotion_budget_spent']));
    const perMember = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::integer as n from promotion_awards where promotion_id = ${id} group by member_id having count(*) > 1`));
    expect(perMember).toEqual([]);
    expect((await verifyLedger(db)).drift).toEqual([]);
  });

  it('refuses trial and blocked accounts, visitors see join, and finished promotions are closed', async () => {
    await save({ code: 'OLD', startsAt: new Date(Date.now() - 96 * HOUR).toISOString(), endsAt: new Date(Date.now() - 48 * HOUR).toISOString(), settings: { kind: 'signIn', rewards: [1] } });
    await save({ code: 'SOON', startsAt: new Date(Date.now() + 48 * HOUR).toISOString(), settings: { kind: 'signIn', rewards: [1] } });
    const visitor = await call<PromotionList>('GET', '/wps/promotions?language=TH', null);
    const status = (code: string) => visitor.body.value.list.find((p) => p.code === code)?.status;
    expect([status('SIGNIN'), status('OLD'), status('SOON')]).toEqual(['join', 'closed', 'comingSoon']);
    expect((await call('POST', `/wps/promotions/${ids.OLD}/sign-in`)).body.code).toBe('promotion_not_open');
    expect((await call('POST', `/wps/promotions/${ids.SIGNIN}/sign-in`, null)).status).toBe(401);
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 } });
    const trialToken = trial.json<{ value: { token: string } }>().value.token;
    expect((await call('POST', `/wps/promotions/${ids.SIGNIN}/sign-in`, trialToken)).body.code).toBe('in_need_true_account');
    const merchant = (await listMerchants(t.database.db)).find((m) => m.id === merchantId);
    if (!merchant) throw new Error('no merchant');
    await expect(openEnvelope(t.database.db, merchant, { id: playerId, status: 'BLOCKED' }, ids.RAIN ?? 0)).rejects.toMatchObject({ code: 'promotion_not_eligible' });
    const bad = await call('POST', '/ops-api/promotions', ops, { code: 'bad code', settings: { kind: 'rebate' } });
    expect(bad.status).toBe(422);
    const kindChange = await call('POST', '/ops-api/promotions', ops, { code: 'REBATE', title: localized('x'), terms: localized('x'), bannerUrl: '', startsAt: new Date().toISOString(), endsAt: null, budget: null, sort: 0, settings: { kind: 'signIn', rewards: [1] } });
    expect(kindChange.body.code).toBe('validation_failed');
  });

  it("refuses members outside a promotion's audience with their code, and shows each member only its own promotions", async () => {
    const vipOnly = await save({ code: 'VIP-ONLY', audience: { minVipLevel: 1 }, settings: { kind: 'signIn', rewards: [300] } });
    const newOnly = await save({ code: 'NEW-ONLY', audience: { newMembersDays: 7 }, settings: { kind: 'signIn', rewards: [200] } });
    const vipBonus = await save({ code: 'VIP-BONUS', audience: { minVipLevel: 1 }, settings: { kind: 'depositBonus', deposits: 'first', percentBp: 10_000, cap: 1_000, minDeposit: 100, wagering: { multiple: 1, base: 'bonus', weights: {} }, expiryDays: 7 } });
    // Tests' merchants have no VIP ladder: nobody reaches level 1.
    expect((await call('POST', `/wps/promotions/${vipOnly}/sign-in`)).body.code).toBe('promotion_not_in_audience');
    expect((await call('POST', `/wps/promotions/${vipBonus}/join`)).body.code).toBe('promotion_not_in_audience');
    expect((await call('POST', `/wps/promotions/${newOnly}/sign-in`)).status).toBe(200);
    const mine = (await call<PromotionList>('GET', '/wps/promotions')).body.value.list.map((p) => p.code);
    expect(mine).toContain('NEW-ONLY');
    expect(mine).not.toContain('VIP-ONLY');
    const visitor = (await call<PromotionList>('GET', '/wps/promotions', null)).body.value.list.map((p) => p.code);
    expect(visitor).toEqual(expect.arrayContaining(['VIP-ONLY', 'NEW-ONLY']));
    const [old] = await t.database.db
      .insert(members)
      .values({ merchantId, account: `veteran${driver}`, passwordHash: 'x', createdAt: new Date(Date.now() - 30 * 24 * HOUR) })
      .returning({ id: members.id, status: members.status });
    const merchant = (await listMerchants(t.database.db)).find((m) => m.id === merchantId);
    if (!merchant || !old) throw new Error('no merchant or member');
    await expect(signIn(t.database.db, merchant, old, newOnly)).rejects.toMatchObject({ code: 'promotion_not_in_audience' });
    for (const audience of [{ minVipLevel: 0 }, { newMembersDays: -1 }, { everyone: true }, { minVipLevel: '1' }]) {
      const bad = await call('POST', '/ops-api/promotions', ops, { code: 'BAD-AUDIENCE', title: localized('x'), terms: localized('x'), bannerUrl: '', startsAt: new Date().toISOString(), endsAt: null, budget: null, sort: 0, audience, settings: { kind: 'signIn', rewards: [1] } });
      expect(bad.status).toBe(422);
    }
  });
});
