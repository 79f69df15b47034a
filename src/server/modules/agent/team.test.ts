import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAnnouncements, gameRounds, members, merchants } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { reverse, transfer } from '../ledger/service';
import type { AccountRef } from '../ledger/types';

interface Answer<T> {
  success: boolean;
  code?: string;
  message?: string;
  errors?: Record<string, string>;
  value: T;
}

describe.each(testDrivers())('agent team calls on %s', (driver) => {
  let t: AccountTestApp;
  let merchantId: number;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  let n = 0;

  const get = async <T>(who: string | null, url: string) => {
    const response = await t.app.inject({ url, headers: who ? bearer(tokens[who] ?? '') : {} });
    return { status: response.statusCode, body: response.json<Answer<T>>() };
  };
  const money = async (type: string, from: AccountRef, to: AccountRef, amount: number) => {
    n += 1;
    await transfer(t.database.db, { merchantId, idempotencyKey: `team-${n}`, type, reference: `team-${n}`, actor: 'test', from, to, amount, currency: 'THB' });
  };
  const main = (account: string): AccountRef => ({ kind: 'player_main', memberId: ids[account] ?? 0 });
  const outside: AccountRef = { kind: 'payment_clearing' };
  const vendor: AccountRef = { kind: 'vendor_settlement', code: 'TEAM' };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    const db = t.database.db;
    const [merchant] = await db.select({ id: merchants.id, config: merchants.config }).from(merchants);
    if (!merchant) throw new Error('no merchant');
    merchantId = merchant.id;
    const byAccount = async (account: string) => (await db.select({ id: members.id }).from(members).where(and(eq(members.merchantId, merchantId), eq(members.account, account))))[0]?.id ?? 0;
    for (const account of ['demoagent', 'downline1', 'downline2', 'downline3']) ids[account] = await byAccount(account);
    const hash = await hashPassword('Team1234', 'test');
    const add = async (account: string, type: number, upline: string | null, merchant = merchantId) => {
      const [row] = await db.insert(members).values({ merchantId: merchant, account, passwordHash: hash, type, uplineId: upline ? (ids[upline] ?? null) : null }).returning({ id: members.id });
      ids[account] = row?.id ?? 0;
    };
    await add('subagent', 2, 'demoagent');
    await add('deep1', 0, 'subagent');
    await add('otheragent', 1, null);
    await add('othermember', 0, 'otheragent');
    const [second] = await db.insert(merchants).values({ code: `TEAM${driver}`, name: 'Second', config: merchant.config }).returning({ id: merchants.id });
    await add('foreigner', 0, null, second?.id ?? 0);

    await money('deposit', outside, main('downline1'), 100_000);
    await money('bet', main('downline1'), vendor, 20_000);
    await money('win', vendor, main('downline1'), 5_000);
    await money('deposit', outside, main('deep1'), 50_000);
    await money('bet', main('deep1'), vendor, 10_000);
    await money('deposit', outside, main('othermember'), 70_000);
    await money('transfer_downline', main('downline1'), main('deep1'), 1_000);

    const round = (account: string, roundId: string, totalBet: number, totalWin: number) => ({
      merchantId,
      vendorCode: 'TEAM',
      roundId,
      memberId: ids[account] ?? 0,
      totalBet,
      totalWin,
      currency: 'THB',
      status: 'settled' as const,
    });
    await db.insert(gameRounds).values([round('downline1', 'r1', 20_000, 5_000), round('deep1', 'r2', 10_000, 0), round('othermember', 'r3', 7_000, 0)]);

    tokens.agent = await loginToken(t, 'demoagent', 'Agent1234');
    tokens.sub = await loginToken(t, 'subagent', 'Team1234');
    tokens.member = await loginToken(t, 'downline1', 'Down1234');
  });
  afterAll(async () => t.close());

  it("answers the agent's team overview with figures from the ledger", async () => {
    const { status, body } = await get<Record<string, unknown>>('agent', '/wps/agent/overview?preset=today');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      currency: 'THB',
      teamSize: { direct: 4, total: 5 },
      newRegistrations: 5,
      firstDeposits: 2,
      teamBalance: 100_000 - 20_000 + 5_000 - 1_000 + 50_000 - 10_000 + 1_000,
      figures: { deposits: 150_000, depositCount: 2, bets: 30_000, validBets: 30_000, betCount: 2, wins: 5_000, activeMembers: 2, netWinLoss: 5_000 - 30_000 },
    });
    const daily = body.value.daily as { deposits: number }[];
    expect(daily).toHaveLength(1);
    expect(daily[0]?.deposits).toBe(150_000);
    // A sub-agent sees only its own team.
    const sub = await get<{ teamSize: unknown; figures: { deposits: number } }>('sub', '/wps/agent/overview?preset=thisMonth');
    expect(sub.body.value.teamSize).toEqual({ direct: 1, total: 1 });
    expect(sub.body.value.figures.deposits).toBe(50_000);
    // Yesterday holds none of it.
    expect((await get<{ figures: { deposits: number } }>('agent', '/wps/agent/overview?preset=yesterday')).body.value.figures.deposits).toBe(0);
  });

  it('lists direct downlines, drills down a level with its path, and filters', async () => {
    type Page = { list: { account: string; level: number; isAgent: boolean; teamSize: number; balance: number; deposits: number; validBets: number }[]; total: number; path: { account: string; level: number }[] };
    const top = await get<Page>('agent', '/wps/agent/downlines');
    expect(top.status).toBe(200);
    expect(top.body.value.total).toBe(4);
    expect(top.body.value.list.map((row) => row.account).sort()).toEqual(['downline1', 'downline2', 'downline3', 'subagent']);
    expect(top.body.value.list.find((row) => row.account === 'subagent')).toMatchObject({ isAgent: true, teamSize: 1, level: 1 });
    expect(top.body.value.list.find((row) => row.account === 'downline1')).toMatchObject({ deposits: 100_000, validBets: 20_000, balance: 84_000 });
    const down = await get<Page>('agent', `/wps/agent/downlines?parent=${ids.subagent}`);
    expect(down.body.value.path).toEqual([{ id: ids.demoagent, account: 'demoagent', level: 0 }, { id: ids.subagent, account: 'subagent', level: 1 }]);
    expect(down.body.value.list).toMatchObject([{ account: 'deep1', level: 2, balance: 41_000 }]);
    expect((await get<Page>('agent', '/wps/agent/downlines?kind=agent')).body.value.list.map((row) => row.account)).toEqual(['subagent']);
    expect((await get<Page>('agent', '/wps/agent/downlines?account=DEEP')).body.value.list.map((row) => row.account)).toEqual(['deep1']);
    expect((await get<Page>('agent', '/wps/agent/downlines?active=true')).body.value.list.map((row) => row.account)).toEqual(['downline1']);
    expect((await get<Page>('agent', '/wps/agent/downlines?active=false')).body.value.total).toBe(3);
    const paged = await get<Page>('agent', '/wps/agent/downlines?size=3&page=2');
    expect(paged.body.value).toMatchObject({ total: 4 });
    expect(paged.body.value.list).toHaveLength(1);
  });

  it("gives the user-loss statement per direct downline's whole team, with totals", async () => {
    type Statement = { lines: { account: string; deposits: number; validBets: number; netWinLoss: number }[]; totals: { deposits: number; activeMembers: number } };
    const { body } = await get<Statement>('agent', '/wps/agent/statement?preset=previous7');
    const line = (account: string) => body.value.lines.find((l) => l.account === account);
    expect(body.value.lines).toHaveLength(4);
    expect(line('subagent')).toMatchObject({ deposits: 50_000, validBets: 10_000, netWinLoss: -10_000 });
    expect(line('downline1')).toMatchObject({ deposits: 100_000, validBets: 20_000, netWinLoss: -15_000 });
    expect(line('downline2')).toMatchObject({ deposits: 0, validBets: 0 });
    expect(body.value.totals).toMatchObject({ deposits: 150_000, activeMembers: 2 });
    const drilled = await get<Statement>('agent', `/wps/agent/statement?parent=${ids.subagent}`);
    expect(drilled.body.value.lines.map((l) => l.account)).toEqual(['deep1']);
  });

  it("lists the team's rounds with totals, one member's on request, and nothing outside the team", async () => {
    type Bets = { list: { account: string; roundId: string; stake: number }[]; total: number; totals: { stake: number; win: number; net: number } };
    const all = await get<Bets>('agent', '/wps/agent/bets?preset=today');
    expect(all.status).toBe(200);
    expect(all.body.value.list.map((row) => `${row.account}:${row.roundId}`).sort()).toEqual(['deep1:r2', 'downline1:r1']);
    expect(all.body.value.totals).toEqual({ stake: 30_000, win: 5_000, net: -25_000 });
    expect((await get<Bets>('agent', '/wps/agent/bets?account=deep1')).body.value.list.map((row) => row.roundId)).toEqual(['r2']);
    expect((await get<Bets>('sub', '/wps/agent/bets')).body.value.list.map((row) => row.roundId)).toEqual(['r2']);
    // An account elsewhere and one nobody has: the same empty answer.
    const elsewhere = await get<Bets>('agent', '/wps/agent/bets?account=othermember');
    const nowhere = await get<Bets>('agent', '/wps/agent/bets?account=nosuchaccount');
    expect(elsewhere.body).toEqual(nowhere.body);
    expect(elsewhere.body.value.total).toBe(0);
    expect((await get<Bets>('sub', '/wps/agent/bets?account=downline1')).body.value.total).toBe(0);
  });

  it("lists the team's money movements, without bets and wins, and nothing outside the team", async () => {
    type Moves = { list: { member: string; type: string; amount: number }[]; total: number };
    const all = await get<Moves>('agent', '/wps/agent/transactions?preset=today');
    expect(all.status).toBe(200);
    expect(all.body.value.list.map((row) => `${row.member} ${row.type} ${row.amount}`).sort()).toEqual([
      'deep1 deposit 50000',
      'deep1 transfer_downline 1000',
      'downline1 deposit 100000',
      'downline1 transfer_downline -1000',
    ]);
    const deposits = await get<Moves>('agent', '/wps/agent/transactions?type=deposit&account=deep1');
    expect(deposits.body.value.list.map((row) => row.amount)).toEqual([50_000]);
    expect((await get<Moves>('sub', '/wps/agent/transactions')).body.value.list.map((row) => row.member)).toEqual(['deep1', 'deep1']);
    const elsewhere = await get<Moves>('agent', '/wps/agent/transactions?account=othermember');
    expect(elsewhere.body).toEqual((await get<Moves>('agent', '/wps/agent/transactions?account=nosuchaccount')).body);
    expect(elsewhere.body.value.total).toBe(0);
    expect((await get('agent', '/wps/agent/transactions?type=bet')).status).toBe(422);
  });

  it("reports the agent's own income by source, zero until contracts pay, and counts a reversed payout back", async () => {
    type Revenue = { totals: Record<string, number>; daily: { day: string; total: number }[] };
    const empty = await get<Revenue>('sub', '/wps/agent/revenue?preset=thisMonth');
    expect(empty.status).toBe(200);
    expect(empty.body.value).toMatchObject({ totals: { commission: 0, dividend: 0, dailyWage: 0, hourlySalary: 0, realtimeSalary: 0, total: 0 }, daily: [] });
    await money('daily_wage', { kind: 'house' }, main('subagent'), 3_000);
    await money('commission', { kind: 'house' }, main('subagent'), 2_000);
    const paid = await get<Revenue>('sub', '/wps/agent/revenue?preset=today');
    expect(paid.body.value.totals).toMatchObject({ dailyWage: 3_000, commission: 2_000, total: 5_000 });
    expect(paid.body.value.daily).toHaveLength(1);
    const [commission] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from ledger_transfers where type = 'commission'`));
    await reverse(t.database.db, { merchantId, transferId: Number(commission?.id), idempotencyKey: 'team-reverse-commission', actor: 'test', reason: 'paid twice' });
    expect((await get<Revenue>('sub', '/wps/agent/revenue?preset=today')).body.value.totals).toMatchObject({ commission: 0, total: 3_000 });
    // The top agent's own income is not its sub-agent's.
    expect((await get<Revenue>('agent', '/wps/agent/revenue?preset=today')).body.value.totals.total).toBe(0);
  });

  it("lists the operator's announcements to agents newest first, with each agent's own read state", async () => {
    type Page = { list: { id: number; title: string; read: boolean; publishedAt: string }[]; total: number; unread: number };
    const first = await get<Page>('agent', '/wps/agent/announcements?language=EN');
    expect(first.status).toBe(200);
    expect(first.body.value.total).toBeGreaterThanOrEqual(4);
    expect(first.body.value.unread).toBe(first.body.value.total);
    const dates = first.body.value.list.map((row) => row.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const id = first.body.value.list[0]?.id ?? 0;
    const read = async (who: string, target: number) => (await t.app.inject({ method: 'POST', url: `/wps/agent/announcements/${target}/read`, headers: bearer(tokens[who] ?? '') })).statusCode;
    expect(await read('agent', id)).toBe(200);
    expect(await read('agent', id)).toBe(200);
    const after = await get<Page>('agent', '/wps/agent/announcements');
    expect(after.body.value.unread).toBe(first.body.value.total - 1);
    expect(after.body.value.list.find((row) => row.id === id)?.read).toBe(true);
    // Read state is each agent's own.
    expect((await get<Page>('sub', '/wps/agent/announcements')).body.value.unread).toBe(first.body.value.total);
    // Another merchant's announcement and one nobody wrote: the same 404.
    const [foreign] = await t.database.db
      .insert(agentAnnouncements)
      .values({ merchantId: (await t.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, `TEAM${driver}`)))[0]?.id ?? 0, title: { EN: 'x', CN: 'x', TH: 'x' }, content: { EN: 'x', CN: 'x', TH: 'x' } })
      .returning({ id: agentAnnouncements.id });
    expect(await read('agent', foreign?.id ?? 0)).toBe(404);
    expect(await read('agent', 999_999)).toBe(404);
    expect(await read('member', id)).toBe(403);
  });

  it('refuses ids outside the own team with one answer that reveals nothing (BOLA)', async () => {
    const outsiders = async (who: string, names: string[]) => {
      const probes = [...names.map((name) => ids[name] ?? 0), 987_654_321];
      const answers = new Set<string>();
      for (const id of probes) {
        for (const path of ['downlines', 'statement']) {
          const { status, body } = await get(who, `/wps/agent/${path}?parent=${id}`);
          expect(status, `${who} ${path} ${id}`).toBe(404);
          answers.add(JSON.stringify(body));
        }
      }
      expect([...answers]).toHaveLength(1);
    };
    // The top agent: another tree, its member, another merchant's member, an id nobody has.
    await outsiders('agent', ['otheragent', 'othermember', 'foreigner']);
    // A sub-agent: its upline, its siblings, and their members.
    await outsiders('sub', ['demoagent', 'downline1', 'downline2', 'otheragent']);
    // A search reaches only the own team.
    expect((await get<{ total: number }>('sub', '/wps/agent/downlines?account=downline')).body.value.total).toBe(0);
    expect((await get<{ total: number }>('agent', '/wps/agent/downlines?account=other')).body.value.total).toBe(0);
  });

  it('answers 403 to members who are not agents and 401 without a session', async () => {
    for (const path of ['overview', 'downlines', 'statement', 'bets', 'transactions', 'revenue', 'announcements']) {
      const member = await get('member', `/wps/agent/${path}`);
      expect(member.status).toBe(403);
      expect(member.body.code).toBe('forbidden');
      expect((await get(null, `/wps/agent/${path}`)).status).toBe(401);
    }
  });

  it('refuses bad periods and filters as validation errors on their field', async () => {
    const refused = async (query: string, field: string) => {
      const { status, body } = await get('agent', `/wps/agent/downlines?${query}`);
      expect(status, query).toBe(422);
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.errors ?? {}), query).toContain(field);
    };
    await refused('preset=custom&to=2026-01-01', 'from');
    await refused('preset=custom&from=2026-02-01&to=2026-01-01', 'to');
    await refused('preset=custom&from=2025-01-01&to=2026-01-01', 'to');
    await refused('preset=custom&from=2026-13-45&to=2026-13-46', 'from');
    await refused('preset=forever', 'preset');
    await refused('parent=abc', 'parent');
    await refused('size=1000', 'size');
    await refused('registeredFrom=2026-03-01&registeredTo=2026-02-01', 'registeredTo');
    await refused('sort=account', 'sort');
    const custom = await get<{ period: { from: string; to: string; timeZone: string } }>('agent', '/wps/agent/overview?preset=custom&from=2026-01-01&to=2026-01-31');
    expect(custom.body.value.period).toEqual({ from: '2025-12-31T17:00:00.000Z', to: '2026-01-31T17:00:00.000Z', timeZone: 'Asia/Bangkok' });
  });
});
