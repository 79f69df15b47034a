import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_KINDS } from '@shared/api/contracts';
import { birthdaysOn } from '@shared/birthday';
import { zonedDay } from '@shared/date-range';
import { verifyPassword } from '../../lib/password';
import { verifyLedger } from '../../modules/ledger/verifier';
import { confirmationOf, disputes } from '../../modules/console-disputes/service';
import { listMerchants } from '../../modules/merchant/repository';
import { signIn } from '../../modules/promotions/claim-service';
import { leaderboard } from '../../modules/promotions/mission-service';
import { payVipBirthdays } from '../../modules/promotions/vip-birthday';
import { promotionList, rebateView } from '../../modules/promotions/view-service';
import { listRounds, roundTotals } from '../../modules/records/bet-repository';
import { openTestDatabase, testDrivers } from '../../test/database';
import { rowsOf, type Database } from '../client';
import { DEMO_AGENT, DEMO_PLAYER } from './data/demo-accounts';
import { DEMO_TEAM_LOGIN, DEMO_TEAM_PASSWORD } from './data/demo-team';
import { seedDatabase, type SeedReport } from './index';

type Row = Record<string, unknown>;

describe.each(testDrivers())('the demo team and its history on %s', (driver) => {
  let database: Database;
  let report: SeedReport;
  const query = async (statement: ReturnType<typeof sql>) => rowsOf<Row>(await database.db.execute(statement));
  const one = async (statement: ReturnType<typeof sql>) => (await query(statement))[0] ?? {};
  const lastRebateUntil = async (memberId: number) =>
    String((await one(sql`select detail->>'until' as until from promotion_awards where member_id = ${memberId} and occasion like 'rebate:%' order by created_at desc limit 1`)).until);

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    report = await seedDatabase(database.db, { passwordCost: 'test', demoTeam: true });
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('builds a tree of 30+ members three levels deep under the demo agent', async () => {
    const tree = await one(sql`
      select count(*)::int as members, max(t.depth)::int as levels,
             count(*) filter (where m.type in (2, 41, 42))::int as agents,
             count(distinct m.type)::int as types,
             count(distinct m.created_at::date)::int as registration_days
      from member_tree t join members m on m.id = t.descendant_id join members a on a.id = t.ancestor_id
      where a.account = ${DEMO_AGENT.account} and t.depth > 0`);
    expect(tree.members).toBeGreaterThanOrEqual(30);
    expect(tree.levels).toBeGreaterThanOrEqual(3);
    expect(tree.agents).toBeGreaterThanOrEqual(4);
    expect(tree.types).toBe(4); // players and agents of types 2, 41 and 42
    expect(tree.registration_days).toBeGreaterThanOrEqual(20);
    expect(report.demoAccounts.map((a) => a.account)).toEqual(expect.arrayContaining([DEMO_TEAM_LOGIN.agent, DEMO_TEAM_LOGIN.member]));
    const hashes = await query(sql`select distinct password_hash as hash from members where account in (${DEMO_TEAM_LOGIN.agent}, ${DEMO_TEAM_LOGIN.member})`);
    expect(hashes).toHaveLength(1); // one hash for the whole team
    expect(await verifyPassword(DEMO_TEAM_PASSWORD, String(hashes[0]?.hash))).toBe(true);
  });

  it('spreads money over the last 60 days: deposits, withdrawals, bets, wins, refunds, bonuses', async () => {
    const money = await one(sql`
      select count(distinct (h.hour at time zone 'UTC')::date)::int as days,
             min(h.hour) as first, max(h.hour) as last,
             sum(h.deposits)::bigint as deposits, sum(h.withdrawals)::bigint as withdrawals,
             sum(h.bets)::bigint as bets, sum(h.wins)::bigint as wins, sum(h.refunded_bets)::bigint as refunded,
             sum(h.bonuses)::bigint as bonuses, count(distinct h.member_id)::int as players
      from member_hourly_totals h join member_tree t on t.descendant_id = h.member_id join members a on a.id = t.ancestor_id
      where a.account = ${DEMO_AGENT.account}`);
    expect(money.days).toBeGreaterThanOrEqual(30);
    expect(Date.now() - new Date(String(money.first)).getTime()).toBeLessThanOrEqual(61 * 24 * 3_600_000);
    expect(money.players).toBeGreaterThanOrEqual(30);
    for (const figure of ['deposits', 'withdrawals', 'bets', 'wins', 'refunded', 'bonuses']) expect(Number(money[figure]), figure).toBeGreaterThan(0);
    // Believable: the players keep about 95 % of their stakes.
    const rtp = Number(money.wins) / Number(money.bets);
    expect(rtp).toBeGreaterThan(0.8);
    expect(rtp).toBeLessThan(1.1);
    const player = await one(sql`select count(*)::int as rounds from game_rounds r join members m on m.id = r.member_id where m.account = ${DEMO_PLAYER.account}`);
    expect(player.rounds).toBeGreaterThan(0);
    // The latest payout is disputed with a screenshot: the console's proofs viewer has one to show.
    const merchantId = (await listMerchants(database.db))[0]?.id ?? 0;
    const [dispute] = await disputes(database.db, merchantId);
    expect(dispute).toMatchObject({ result: 'NOT_RECEIVED', proofCount: 1 });
    expect((await confirmationOf(database.db, merchantId, dispute?.id ?? 0)).proofs[0]).toMatchObject({ type: 'image/png', width: 360, height: 640 });
  });

  it('keeps the books, the report figures and the pages consistent', async () => {
    const ledger = await verifyLedger(database.db);
    expect(ledger.drift).toEqual([]);
    expect(ledger.ok).toBe(true);
    expect((await one(sql`select count(*)::int as n from ledger_accounts where not allow_negative and balance < 0`)).n).toBe(0);
    // No player's balance ever went below zero: every entry of a member's account.
    expect((await one(sql`select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.owner_id > 0 and e.balance_after < 0`)).n).toBe(0);

    const snapshot = async () =>
      (await query(sql`select * from member_hourly_totals order by merchant_id, member_id, currency, hour`)).map((row) =>
        JSON.stringify(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : String(v)])),
      );
    const before = await snapshot();
    await database.db.execute(sql`select member_totals_rebuild(id) from merchants`);
    expect(await snapshot()).toEqual(before);

    // The betting record's rounds carry what the ledger moved for them, and every paid or credited row its transfers.
    const rounds = await one(sql`
      select coalesce(sum(r.total_bet), 0)::bigint as bets, coalesce(sum(r.total_win), 0)::bigint as wins,
             (select coalesce(sum(amount), 0) from ledger_transfers where type = 'bet') -
             (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.type = 'reversal') as ledger_bets,
             (select coalesce(sum(amount), 0) from ledger_transfers where type = 'win') as ledger_wins
      from game_rounds r`);
    expect(Number(rounds.bets)).toBe(Number(rounds.ledger_bets));
    expect(Number(rounds.wins)).toBe(Number(rounds.ledger_wins));
    const cashier = await one(sql`
      select (select count(*) from deposit_orders where status = 'APPROVED' and transfer_id is null)::int as deposits_without,
             (select count(*) from withdrawals where status = 'PAID' and (hold_transfer_id is null or settle_transfer_id is null))::int as withdrawals_without,
             (select count(*) from seamless_transactions where kind = 'bet' and transfer_id is null)::int as bets_without,
             (select count(*) from deposit_orders d join ledger_transfers t on t.id = d.transfer_id where t.amount <> d.amount or t.created_at <> d.decided_at)::int as deposits_off`);
    expect(cashier).toEqual({ deposits_without: 0, withdrawals_without: 0, bets_without: 0, deposits_off: 0 });

    // The betting record of the demo member: rounds with their catalogue game and vendor.
    const member = await one(sql`select id, merchant_id from members where account = ${DEMO_TEAM_LOGIN.member}`);
    const filter = { merchantId: Number(member.merchant_id), memberId: Number(member.id), from: new Date(Date.now() - 61 * 86_400_000), to: new Date() };
    const page = await listRounds(database.db, filter, 1, 20);
    expect(page.length).toBeGreaterThan(0);
    for (const round of page) {
      expect(round.names, round.roundId).not.toBeNull();
      expect(round.vendorName, round.roundId).not.toBeNull();
    }
    expect((await roundTotals(database.db, filter)).stake).toBeGreaterThan(0);
  });

  it('gives the agent tree contracts of every kind at two levels, settled over the history, with requests left open', async () => {
    const contracts = await query(sql`
      select c.kind, c.status, a.account, u.account as upline, c.termination_requested_by as termination, c.expires_at > now() as open
      from agent_contracts c join members a on a.id = c.agent_id left join members u on u.id = c.upline_id order by c.id`);
    for (const kind of CONTRACT_KINDS) {
      const active = contracts.filter((c) => c.kind === kind && c.status === 'active');
      expect(active.map((c) => c.upline ?? 'house'), kind).toEqual(expect.arrayContaining(['house', DEMO_AGENT.account]));
    }
    const offers = contracts.filter((c) => c.status === 'offered');
    expect(offers).toEqual([expect.objectContaining({ kind: 'dailyWage', account: 'nattapongag', upline: 'somchaiag', open: true })]);
    expect(contracts.filter((c) => c.termination !== null)).toEqual([expect.objectContaining({ kind: 'dividend', account: 'wichaiag', termination: 'agent' })]);

    // Daily wages: one run a day for 60 days, paid through the ledger on the day after each.
    const wages = await one(sql`
      select count(*)::int as runs, count(distinct (period_end at time zone 'Asia/Bangkok')::date)::int as days,
             (select count(*) from contract_settlements s where s.kind = 'dailyWage' and s.status = 'paid')::int as paid,
             (select coalesce(sum(amount), 0) from ledger_transfers where type = 'daily_wage')::bigint as moved,
             (select coalesce(sum(paid), 0) from contract_settlements where kind = 'dailyWage')::bigint as settled
      from contract_settlement_runs where kind = 'dailyWage' and status = 'done'`);
    expect(wages.runs).toBeGreaterThanOrEqual(60);
    expect(wages.days).toBe(wages.runs);
    expect(wages.paid).toBeGreaterThan(30);
    expect(Number(wages.moved)).toBeGreaterThan(0);
    expect(Number(wages.moved)).toBe(Number(wages.settled));
    const late = await one(sql`
      select count(*)::int as n from ledger_transfers t join contract_settlements s on t.reference = 'contract_settlement:' || s.id
      where t.created_at < s.period_end or t.created_at > s.period_end + interval '10 minutes'`);
    expect(late.n).toBe(0);
    for (const kind of CONTRACT_KINDS) {
      expect((await one(sql`select count(*)::int as n from contract_settlements where kind = ${kind}`)).n, kind).toBeGreaterThan(0);
    }
    expect((await verifyLedger(database.db)).drift).toEqual([]);
  });

  it('gives the demo players a believable history with the demo promotions, which the live services carry on', async () => {
    const awards = await query(sql`
      select p.kind, count(*)::int as n, count(distinct a.member_id)::int as members, sum(a.amount)::bigint as paid, p.spent,
             count(*) filter (where t.id is null or t.amount <> a.amount or t.created_at <> a.created_at or t.idempotency_key <> 'promotion:' || a.id)::int as off
      from promotion_awards a join promotions p on p.id = a.promotion_id left join ledger_transfers t on t.id = a.transfer_id
      group by p.kind, p.spent order by p.kind`);
    expect(awards.map((a) => a.kind)).toEqual(['mission', 'rebate', 'redEnvelope', 'signIn']);
    for (const kind of awards) {
      expect(kind.members, String(kind.kind)).toBeGreaterThanOrEqual(10);
      expect(Number(kind.paid), String(kind.kind)).toBe(Number(kind.spent));
      expect(kind.off, String(kind.kind)).toBe(0);
    }
    // Nothing taken today: every demo account may still sign in and open today's envelope.
    const today = await one(sql`select count(*)::int as n from promotion_awards where occasion like 'signin:%' and created_at >= date_trunc('day', now() at time zone 'Asia/Bangkok') at time zone 'Asia/Bangkok'`);
    expect(today.n).toBe(0);

    const merchant = (await listMerchants(database.db))[0];
    const player = await one(sql`select id, status from members where account = ${DEMO_PLAYER.account}`);
    if (!merchant) throw new Error('no merchant');
    const member = { id: Number(player.id), status: String(player.status) };
    const list = await promotionList(database.db, merchant, member, 'TH');
    // A 3-day streak ending yesterday: today is day 4 (15 THB).
    expect(list.list.find((p) => p.kind === 'signIn')).toMatchObject({ status: 'claim', claimable: 1_500, title: 'ปฏิทินเช็คอิน 7 วัน' });
    expect(['claim', 'joined']).toContain(list.list.find((p) => p.kind === 'redEnvelope')?.status);
    const rebate = await rebateView(database.db, merchant, member);
    expect(rebate.claims.length).toBeGreaterThan(0);
    expect(rebate.since).toBe(await lastRebateUntil(member.id));
    const signed = await signIn(database.db, merchant, member, list.list.find((p) => p.kind === 'signIn')?.id ?? 0);
    expect(signed.amount).toBe(1_500);
    // Missions: the last two weeks' claims make real leaderboards (this week may have just begun).
    const [thisWeek, lastWeek] = await Promise.all([leaderboard(database.db, merchant, member.id, 'current'), leaderboard(database.db, merchant, member.id, 'previous')]);
    expect(thisWeek.list.length + lastWeek.list.length).toBeGreaterThanOrEqual(10);
    expect(lastWeek.list.every((row) => row.points > 0 && row.name.includes('****'))).toBe(true);
    expect((await verifyLedger(database.db)).drift).toEqual([]);
  });

  it('gives its most active member a birthday today, so the first upkeep pass pays its VIP birthday bonus', async () => {
    const merchant = (await listMerchants(database.db))[0];
    if (!merchant) throw new Error('no merchant');
    const rows = await query(sql`select member_id as id, extract(month from birthday)::int as month, extract(day from birthday)::int as day from member_profiles where birthday is not null`);
    expect(rows).toHaveLength(1);
    const [member] = rows;
    const today = birthdaysOn(zonedDay(new Date(), 'Asia/Bangkok'));
    expect(member?.month).toBe(today.month);
    expect(today.days).toContain(member?.day);
    expect(await payVipBirthdays(database.db, merchant)).toBe(1);
    const paid = await one(sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${`vip-birthday:${String(member?.id)}:%`} and type = 'bonus' and amount > 0`);
    expect(paid.n).toBe(1);
    expect((await verifyLedger(database.db)).drift).toEqual([]);
  });

  it('changes nothing the second time', async () => {
    const counts = sql`select (select count(*) from members)::int as members, (select count(*) from ledger_transfers)::int as transfers,
      (select count(*) from game_rounds)::int as rounds, (select count(*) from deposit_orders)::int as deposits,
      (select count(*) from agent_contracts)::int as contracts, (select count(*) from agent_contract_events)::int as events,
      (select count(*) from contract_settlements)::int as settlements, (select count(*) from promotions)::int as promotions,
      (select count(*) from promotion_awards)::int as awards,
      (select sum(balance) filter (where owner_id > 0))::bigint as held from ledger_accounts`;
    const before = await one(counts);
    const again = await seedDatabase(database.db, { passwordCost: 'test', demoTeam: true });
    expect(again.demoHistory).toMatchObject({ players: 0, transfers: 0, rounds: 0, awards: 0 });
    expect(again.demoContracts).toMatchObject({ contracts: 0, runs: 0, settlements: 0 });
    expect(await one(counts)).toEqual(before);
  });
});
