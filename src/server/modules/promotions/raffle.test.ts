import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionInput, PromotionList } from '@shared/api/promotions';
import type { RaffleSettings, RaffleView } from '@shared/api/raffle';
import { drawWinners } from '@shared/raffle-draw';
import { gameRounds, members, raffleDraws } from '../../db/schema/index';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { expectBooksBalance, fundMain, memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';
import type { Merchant } from '../merchant/directory';
import { listMerchants } from '../merchant/repository';
import { claimRafflePrize, drawDueRaffles } from './raffle-service';
import { raffleState } from './raffle-view';
import { findPromotion } from './repository';
import { promotionUpkeep } from './upkeep';

const localized = (text: string) => ({ EN: text, CN: text, TH: text });
const HOUR = 3_600_000;
const codeOf = (reason: unknown) => (reason as { code?: string }).code;

describe.each(testDrivers())('raffles on %s', (driver) => {
  let t: AccountTestApp;
  let token: string;
  let ops: string;
  let merchant: Merchant;
  let playerId: number;
  let rounds = 0;
  const call = async <T>(method: 'GET' | 'POST', url: string, who: string | null = token, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: response.statusCode, text: response.body, body: response.json<{ success: boolean; code?: string; value: T }>() };
  };
  const input = (code: string, settings: Partial<RaffleSettings> = {}, rest: Partial<PromotionInput> = {}): PromotionInput => ({
    code,
    title: localized(code),
    terms: localized('Terms'),
    bannerUrl: '',
    startsAt: new Date().toISOString(),
    endsAt: null,
    budget: 10_000,
    sort: 0,
    settings: { kind: 'raffle', drawAt: new Date(Date.now() + HOUR).toISOString(), depositPerTicket: 1_000, betPerTicket: 500, maxTicketsPerMember: 10, prizes: [{ amount: 5_000, count: 1 }, { amount: 1_000, count: 2 }], claimDays: 3, ...settings },
    ...rest,
  });
  const save = async (body: PromotionInput) => {
    const saved = await call<{ id: number }>('POST', '/ops-api/promotions', ops, body);
    expect(saved.status, saved.text).toBe(200);
    return saved.body.value.id;
  };
  const newMembers = async (prefix: string, n: number, status = 'ACTIVE') =>
    t.database.db
      .insert(members)
      .values(Array.from({ length: n }, (_, i) => ({ merchantId: merchant.id, account: `${prefix}${driver}${i}`, passwordHash: 'x', status })))
      .returning({ id: members.id, status: members.status });
  const bet = async (memberId: number, amount: number) => {
    rounds += 1;
    await t.database.db.insert(gameRounds).values({ merchantId: merchant.id, vendorCode: 'RAFFLE', roundId: `raffle-${rounds}`, memberId, totalBet: amount, currency: 'THB', status: 'settled', closedAt: new Date() });
  };
  const view = async (id: number, who: string | null = token) => (await call<RaffleView>('GET', `/wps/promotions/${id}/raffle`, who)).body.value;
  const later = () => new Date(Date.now() + 2 * HOUR);

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    const ids = await memberOf(t, 'downline1');
    playerId = ids.memberId;
    const found = (await listMerchants(t.database.db)).find((m) => m.id === ids.merchantId);
    if (!found) throw new Error('no merchant');
    merchant = found;
    token = await loginToken(t, 'downline1', 'Down1234');
    ops = await operatorToken(t);
  });
  afterAll(async () => t.close());

  it('publishes the commitment when saved, keeps the seed secret, and counts tickets from deposits and bets', async () => {
    const first = input('LUCKY');
    const id = await save(first);
    const [row] = await t.database.db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, id));
    expect(row?.seedHash).toBe(createHash('sha256').update(Buffer.from(row?.seed ?? '', 'hex')).digest('hex'));
    const shown = await call<RaffleView>('GET', `/wps/promotions/${id}/raffle`, null);
    expect(shown.body.value).toMatchObject({ seedHash: row?.seedHash, drawn: null, mine: null });
    expect(shown.text).not.toContain(row?.seed);
    expect((await call<PromotionList>('GET', '/wps/promotions', null)).body.value.list.find((p) => p.id === id)?.status).toBe('join');
    await fundMain(t.database.db, merchant.id, playerId, 2_500);
    await bet(playerId, 1_200);
    expect((await view(id)).mine).toEqual({ tickets: 4, deposits: 2_500, validBets: 1_200 });
    const list = await call<PromotionList>('GET', '/wps/promotions');
    expect(list.body.value.list.find((p) => p.id === id)).toMatchObject({ status: 'inProcess', nextAt: expect.any(String) as string });
    const promotion = await findPromotion(t.database.db, merchant.id, id);
    const [idle] = await newMembers('idle', 1);
    if (!promotion || !idle) throw new Error('setup');
    expect((await raffleState(t.database.db, promotion, idle, new Date())).status).toBe('join');
    // Started: its words may change, its rules may not, and the commitment stays.
    await save({ ...first, title: localized('Lucky') });
    const changed = await call('POST', '/ops-api/promotions', ops, { ...first, settings: { ...first.settings, maxTicketsPerMember: 20 } });
    expect([changed.status, changed.body.code]).toEqual([422, 'validation_failed']);
    expect((await view(id)).seedHash).toBe(row?.seedHash);
  });

  it('draws once with two upkeep passes at once, without blocked members, and anyone can recompute the winners', async () => {
    const id = await save(input('DRAW', { prizes: [{ amount: 3_000, count: 1 }, { amount: 500, count: 3 }] }));
    const players = await newMembers('entrant', 6);
    const [blocked] = await newMembers('blocked', 1, 'BLOCKED');
    for (const [i, m] of [...players, ...(blocked ? [blocked] : [])].entries()) await fundMain(t.database.db, merchant.id, m.id, 1_000 * (i + 1));
    const passes = await Promise.all([promotionUpkeep(t.database.db, later()), promotionUpkeep(t.database.db, later()), drawDueRaffles(t.database.db, merchant, later())]);
    expect(passes[0].raffles + passes[1].raffles + passes[2]).toBe(2); // LUCKY and DRAW, once each
    const shown = await view(id, null);
    const drawn = shown.drawn;
    if (!drawn) throw new Error('not drawn');
    expect(createHash('sha256').update(Buffer.from(drawn.seed, 'hex')).digest('hex')).toBe(shown.seedHash);
    expect(drawn.entrants.map((e) => e.tickets)).toEqual([1, 2, 3, 4, 5, 6]); // by member id; the blocked member is left out
    expect(drawn.winners.map(({ slot, entrant, amount }) => ({ slot, entrant, amount }))).toEqual(
      drawWinners(
        drawn.seed,
        drawn.entrants.map((e) => e.tickets),
        shown.prizes,
      ),
    );
    expect(drawn.winners).toHaveLength(4);
    expect(drawn.entrants.every((e) => e.account.includes('*'))).toBe(true);
    expect((await call<PromotionList>('GET', '/wps/promotions', null)).body.value.list.find((p) => p.id === id)?.status).toBe('closed');
    expect((await drawDueRaffles(t.database.db, merchant, later())) + (await promotionUpkeep(t.database.db, later())).raffles).toBe(0);
  });

  it('pays a winner claiming 50 times at once once, and never more than the budget to 50 winners at once', async () => {
    const id = await save(input('CROWD', { prizes: [{ amount: 100, count: 60 }] }));
    const crowd = await newMembers('crowd', 50);
    for (const m of [...crowd, { id: playerId }]) await fundMain(t.database.db, merchant.id, m.id, 1_000);
    expect(await drawDueRaffles(t.database.db, merchant, later())).toBe(1);
    expect((await call<PromotionList>('GET', '/wps/promotions')).body.value.list.find((p) => p.id === id)).toMatchObject({ status: 'claim', claimable: 100 });
    const mine = await Promise.all(Array.from({ length: 50 }, () => call('POST', `/wps/promotions/${id}/raffle/claim`)));
    expect(mine.map((r) => r.status).sort()).toEqual([200, ...Array.from({ length: 49 }, () => 409)]);
    expect((await view(id)).prize).toEqual({ amount: 100, claimed: true });
    expect((await view(id)).drawn?.winners.filter((w) => w.mine)).toHaveLength(1);
    expect((await call<PromotionList>('GET', '/wps/promotions')).body.value.list.find((p) => p.id === id)?.status).toBe('claimed');
    // An operator cannot lower the budget below the prizes; the database's own guard is what holds here.
    await t.database.db.execute(sql`update promotions set budget = 3000 where id = ${id}`);
    const outcomes = await Promise.allSettled(crowd.map((m) => claimRafflePrize(t.database.db, merchant, m, id)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(29);
    expect(new Set(outcomes.flatMap((o) => (o.status === 'rejected' ? [codeOf(o.reason)] : [])))).toEqual(new Set(['promotion_budget_spent']));
    expect((await findPromotion(t.database.db, merchant.id, id))?.spent).toBe(3_000);
    await expectBooksBalance(t);
  });

  it('refuses trial, blocked, losing and late claimers with their codes', async () => {
    const id = await save(input('LATE', { prizes: [{ amount: 700, count: 1 }] }));
    const [winner, loser] = await newMembers('late', 2);
    if (!winner || !loser) throw new Error('setup');
    await fundMain(t.database.db, merchant.id, winner.id, 1_000);
    await drawDueRaffles(t.database.db, merchant, later());
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 } });
    const trialToken = trial.json<{ value: { token: string } }>().value.token;
    expect((await call('POST', `/wps/promotions/${id}/raffle/claim`, trialToken)).body.code).toBe('in_need_true_account');
    expect((await view(id, trialToken)).mine).toBeNull();
    await expect(claimRafflePrize(t.database.db, merchant, { id: winner.id, status: 'BLOCKED' }, id)).rejects.toMatchObject({ code: 'promotion_not_eligible' });
    await expect(claimRafflePrize(t.database.db, merchant, loser, id)).rejects.toMatchObject({ code: 'promotion_nothing_to_claim' });
    await expect(claimRafflePrize(t.database.db, merchant, winner, id, new Date(Date.now() + 5 * 24 * HOUR))).rejects.toMatchObject({ code: 'promotion_not_open' });
    expect((await claimRafflePrize(t.database.db, merchant, winner, id)).amount).toBe(700);
    await expect(claimRafflePrize(t.database.db, merchant, winner, id)).rejects.toMatchObject({ code: 'promotion_already_claimed' });
    const undrawn = await save(input('UNDRAWN'));
    expect((await call('POST', `/wps/promotions/${undrawn}/raffle/claim`)).body.code).toBe('promotion_nothing_to_claim');
  });

  it('answers hostile input with 4xx codes, never a 5xx', async () => {
    const ids = ['abc', '-1', '0', '1e3', '99999999999999999999', '2147483648', '%00', "1'or'1"];
    for (const id of ids) {
      for (const [method, path] of [['GET', 'raffle'], ['POST', 'raffle/claim']] as const) {
        const answer = await call(method, `/wps/promotions/${encodeURIComponent(id)}/${path}`);
        expect([answer.status, answer.body.success], `${method} ${id}`).toEqual([expect.any(Number) as number, false]);
        expect(answer.status, answer.text).toBeLessThan(500);
        expect(answer.body.code).toBeTypeOf('string');
      }
    }
    expect((await call('GET', '/wps/promotions/999999/raffle')).body.code).toBe('not_found');
    const bad: [PromotionInput, string][] = [
      [input('BAD', { depositPerTicket: 0, betPerTicket: 0 }), 'validation_failed'],
      [input('BAD', { drawAt: new Date(Date.now() - HOUR).toISOString() }), 'validation_failed'],
      [input('BAD', {}, { budget: 6_000 }), 'validation_failed'],
      [input('BAD', {}, { endsAt: new Date(Date.now() + 2 * HOUR).toISOString() }), 'validation_failed'],
      [input('BAD', { depositPerTicket: 1e20 }), 'validation_failed'],
      [input('BAD', { drawAt: 'tomorrow' }), 'validation_failed'],
      [input('BAD', { prizes: [] }), 'validation_failed'],
      [input('BAD', { maxTicketsPerMember: 1.5 }), 'validation_failed'],
    ];
    for (const [body, code] of bad) {
      const answer = await call('POST', '/ops-api/promotions', ops, body);
      expect([answer.status < 500, answer.body.code], answer.text).toEqual([true, code]);
    }
    expect((await call('POST', '/ops-api/promotions', ops, { ...input('BAD'), settings: { kind: 'raffle', drawAt: 5 } })).status).toBe(422);
    await expectBooksBalance(t);
  });

  it("draws only among the raffle's audience: a VIP-only raffle without VIPs is void", async () => {
    const id = await save(input('VIP-DRAW', {}, { audience: { minVipLevel: 1 } }));
    await fundMain(t.database.db, merchant.id, playerId, 5_000);
    await bet(playerId, 2_000);
    const promotion = await findPromotion(t.database.db, merchant.id, id);
    if (!promotion) throw new Error('setup');
    await drawDueRaffles(t.database.db, merchant, later());
    const [row] = await t.database.db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, id));
    expect(row?.status).toBe('void');
    expect((await call('POST', `/wps/promotions/${id}/raffle/claim`)).body.code).toBe('promotion_not_in_audience');
  });
});
