import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard, MissionSummary, RewardList } from '@shared/api/missions';
import type { PublicState } from '@shared/api/account';
import type { Mission, PromotionInput } from '@shared/api/promotions';
import { rowsOf } from '../../db/client';
import { gameRounds, games, members } from '../../db/schema/index';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { patchMerchantConfig } from '../../test/app';
import { testDrivers } from '../../test/database';
import { operatorToken } from '../../test/operator-client';
import { verifyLedger } from '../ledger/verifier';
import { listMerchants } from '../merchant/repository';
import { claimMission } from './mission-service';

const localized = (text: string) => ({ EN: text, CN: text, TH: text });
const DAY = 86_400_000;
const mission = (code: string, goal: Mission['goal'], target: number, extra: Partial<Mission> = {}): Mission => ({ code, title: localized(code), period: 'daily', goal, target, reward: 500, points: 10, ...extra });

describe.each(testDrivers())('missions and their leaderboard on %s', (driver) => {
  let t: AccountTestApp;
  let token: string;
  let ops: string;
  let merchantId: number;
  let playerId: number;
  let rounds = 0;
  const call = async <T>(method: 'GET' | 'POST', url: string, who: string | null = token, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: response.statusCode, body: response.json<{ success: boolean; code?: string; value: T }>() };
  };
  const save = async (code: string, missions: Mission[], budget: number | null = null) => {
    const body: PromotionInput = { code, title: localized(code), terms: localized('Terms'), bannerUrl: '', startsAt: new Date(Date.now() - 30 * DAY).toISOString(), endsAt: null, budget, sort: 0, settings: { kind: 'mission', missions } };
    const saved = await call<{ id: number }>('POST', '/ops-api/promotions', ops, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body.value.id;
  };
  const play = async (memberId: number, category: string, bet: number) => {
    const [game] = await t.database.db.select({ nodeId: games.nodeId }).from(games).where(and(eq(games.merchantId, merchantId), sql`${games.gameType} = ${category}`)).limit(1);
    rounds += 1;
    await t.database.db.insert(gameRounds).values({ merchantId, vendorCode: 'MISSION', roundId: `m${rounds}`, memberId, gameNodeId: game?.nodeId ?? null, totalBet: bet, currency: 'THB', status: 'settled', closedAt: new Date() });
  };
  const summary = async () => (await call<MissionSummary>('GET', '/wps/missions?language=EN')).body.value;
  const merchant = async () => {
    const found = (await listMerchants(t.database.db)).find((m) => m.id === merchantId);
    if (!found) throw new Error('no merchant');
    return found;
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    const db = t.database.db;
    const [player] = await db.select({ id: members.id, merchantId: members.merchantId }).from(members).where(eq(members.account, 'downline1'));
    playerId = player?.id ?? 0;
    merchantId = player?.merchantId ?? 0;
    token = await loginToken(t, 'downline1', 'Down1234');
    ops = await operatorToken(t);
    await patchMerchantConfig(t.app, { timeZone: 'Asia/Bangkok' });
  });
  afterAll(async () => t.close());

  it('measures rounds, wagers of a category and deposits of the period, and pays each completed mission once', async () => {
    const id = await save('MISSIONS', [
      mission('play-3', 'rounds', 3),
      mission('slots-1000', 'wager', 1_000, { category: 'RNG', period: 'weekly', points: 30 }),
      mission('deposit-500', 'deposit', 50_000, { reward: 1_000 }),
      mission('sign-in-3', 'signIn', 3, { period: 'weekly' }),
    ]);
    await play(playerId, 'RNG', 600);
    await play(playerId, 'LIVE', 900);
    let list = (await summary()).list;
    expect(list.map((m) => [m.code, m.progress, m.status])).toEqual([
      ['play-3', 2, 'inProcess'],
      ['slots-1000', 600, 'inProcess'],
      ['deposit-500', 0, 'inProcess'],
      ['sign-in-3', 0, 'inProcess'],
    ]);
    expect((await call('POST', `/wps/promotions/${id}/missions/play-3/claim`)).body.code).toBe('promotion_nothing_to_claim');
    await play(playerId, 'RNG', 600);
    const created = await call<{ id: number }>('POST', '/wps/cashier/deposit', token, { methodCode: 'bank', amount: '500', currency: 'THB' });
    expect((await call('POST', `/ops-api/deposits/${created.body.value.id}/approve`, ops)).status).toBe(200);
    const ready = await summary();
    expect(ready.list.filter((m) => m.status === 'claim').map((m) => [m.code, m.progress])).toEqual([
      ['play-3', 3],
      ['slots-1000', 1_000],
      ['deposit-500', 50_000],
    ]);
    expect(ready.claimable).toBe(3);
    const rewards = (await call<RewardList>('GET', '/wps/rewards')).body.value;
    expect(rewards.list.filter((r) => r.kind === 'mission').map((r) => r.missionCode)).toEqual(['play-3', 'slots-1000', 'deposit-500']);
    const state = (await call<PublicState>('GET', '/wps/member/publicState')).body.value;
    expect([state.availablePromoCount, state.availableMissionCount]).toEqual([rewards.list.length, 3]);
    const claims = await Promise.all(Array.from({ length: 5 }, () => call<{ amount: number }>('POST', `/wps/promotions/${id}/missions/deposit-500/claim`)));
    expect(claims.map((c) => c.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(claims.find((c) => c.status === 200)?.body.value.amount).toBe(1_000);
    expect((await call('POST', `/wps/promotions/${id}/missions/slots-1000/claim`)).status).toBe(200);
    list = (await summary()).list;
    expect(list.map((m) => m.status)).toEqual(['claim', 'claimed', 'claimed', 'inProcess']);
    expect((await summary()).weekPoints).toBe(40);
    expect((await call('POST', `/wps/promotions/${id}/missions/nope/claim`)).body.code).toBe('not_found');
    for (const hostile of ['x', 'DROP%20TABLE', 'a'.repeat(40), '..%2F..']) expect((await call('POST', `/wps/promotions/${id}/missions/${hostile}/claim`)).status).toBe(422);
    expect((await call('POST', `/wps/promotions/99999999999/missions/play-3/claim`)).status).toBe(422);
    expect((await verifyLedger(t.database.db)).drift).toEqual([]);
  });

  it('never pays past the budget nor one member twice with 50 members claiming at once', async () => {
    const id = await save('RUSH', [mission('one-round', 'rounds', 1, { reward: 300 })], 3_000);
    const db = t.database.db;
    const rows = await db
      .insert(members)
      .values(Array.from({ length: 50 }, (_, i) => ({ merchantId, account: `rush${driver}${i}`, passwordHash: 'x' })))
      .returning({ id: members.id, status: members.status });
    for (const row of rows) await play(row.id, 'RNG', 100);
    const m = await merchant();
    const outcomes = await Promise.allSettled([...rows, ...rows.slice(0, 20)].map((row) => claimMission(db, m, row, id, 'one-round')));
    const paid = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.amount] : []));
    expect(paid.reduce((s, a) => s + a, 0)).toBe(3_000);
    const refused = new Set(outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : [])));
    // Once the budget is spent the promotion is closed: late claimers are told so.
    expect([...refused].filter((code) => !['promotion_already_claimed', 'promotion_budget_spent', 'promotion_not_open'].includes(code ?? ''))).toEqual([]);
    const twice = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::integer as n from promotion_awards where promotion_id = ${id} group by member_id having count(*) > 1`));
    expect(twice).toEqual([]);
    expect((await verifyLedger(db)).drift).toEqual([]);
  });

  it('ranks the week by mission points with masked names and the viewer its own place', async () => {
    const board = (await call<Leaderboard>('GET', '/wps/missions/leaderboard')).body.value;
    // The rush paid ten members 10 points each; the player has 40.
    expect(board.list[0]).toMatchObject({ rank: 1, name: 'do****e1', points: 40, me: true });
    expect(board.list.slice(1).every((row) => row.points === 10 && row.name.includes('****') && !row.me)).toBe(true);
    expect(board.me).toEqual({ rank: 1, points: 40 });
    const visitor = (await call<Leaderboard>('GET', '/wps/missions/leaderboard?week=previous', null)).body.value;
    expect(visitor).toMatchObject({ week: 'previous', list: [], me: null });
    expect(Date.parse(visitor.to) - Date.parse(visitor.from)).toBe(7 * DAY);
    // Monday to Sunday of the merchant's zone.
    expect([new Date(`${visitor.firstDay}T00:00:00Z`).getUTCDay(), new Date(`${visitor.lastDay}T00:00:00Z`).getUTCDay()]).toEqual([1, 0]);
    expect((await call('GET', '/wps/missions/leaderboard?week=next', null)).status).toBe(422);
  });

  it('refuses visitors, trial and blocked accounts, and operators cannot save a mission that makes no sense', async () => {
    const [row] = await t.database.db.select({ id: sql<number>`id` }).from(sql`promotions`).where(sql`code = 'MISSIONS'`);
    const id = Number(row?.id);
    expect((await call('GET', '/wps/missions', null)).status).toBe(401);
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 } });
    const trialToken = trial.json<{ value: { token: string } }>().value.token;
    expect((await call('POST', `/wps/promotions/${id}/missions/play-3/claim`, trialToken)).body.code).toBe('in_need_true_account');
    await expect(claimMission(t.database.db, await merchant(), { id: playerId, status: 'BLOCKED' }, id, 'play-3')).rejects.toMatchObject({ code: 'promotion_not_eligible' });
    const bad = async (missions: unknown[]) => (await call('POST', '/ops-api/promotions', ops, { code: 'BAD', title: localized('x'), terms: localized('x'), bannerUrl: '', startsAt: new Date().toISOString(), endsAt: null, budget: null, sort: 0, settings: { kind: 'mission', missions } })).status;
    expect(await bad([mission('a1', 'signIn', 2)])).toBe(422);
    expect(await bad([mission('a1', 'rounds', 2), mission('a1', 'rounds', 3)])).toBe(422);
    expect(await bad([mission('a1', 'rounds', 2, { category: 'RNG' })])).toBe(422);
    expect(await bad([mission('a1', 'rounds', 0)])).toBe(422);
    expect(await bad([])).toBe(422);
  });
});
