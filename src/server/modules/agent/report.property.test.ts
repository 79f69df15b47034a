import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { members } from '../../db/schema/index';
import { testDrivers } from '../../test/database';
import { propertyRuns } from '../../test/property-runs';
import { reverse, transfer } from '../ledger/service';
import { ledgerFixture, type LedgerFixture } from '../ledger/test-ledger';
import type { AccountRef } from '../ledger/types';
import { cliActor } from '../operator/audit';
import { catchUpTeamTotals, downlineStatements, teamDays, teamFigures, teamNow, totalOf, type DayRange } from './report-repository';
import { rawFigures, step, ZERO, type RawTransfer, type Step } from './test-report';
import { daysOf, reportPeriod } from './team-service';
import { moveMember } from './tree-service';

/**
 * The reports' promise: whatever sequence of deposits, withdrawals, transfers, rounds and refunds
 * happens across whatever tree, every figure the reports read from the pre-aggregated totals equals
 * the same figure computed here from the raw ledger rows and the upline links. The reports read the
 * team rollups (team_totals_catch_up.sql), caught up first, over days of the merchant's zone: every step
 * happens now, so the range is yesterday and today (a run across midnight stays inside it).
 */
const RUNS = propertyRuns({ quick: 25, deep: 300 }, 'REPORT_PROPERTY_RUNS');
const CURRENCY = 'THB';

describe.each(testDrivers())('agent reports against the raw ledger on %s', (driver) => {
  let f: LedgerFixture;
  let run = 0;
  beforeAll(async () => {
    f = await ledgerFixture(driver);
  });
  afterAll(async () => f.database.close());

  it('equal the figures recomputed from the ledger rows for random money across random trees', async () => {
    await fc.assert(
      // Every run starts with two levels below its top agent, then grows and shuffles the tree,
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (drawn) => {
        // and a bet that stands, so every run has an active member.
        const steps: Step[] = [
          { op: 'join', upline: 0, agent: true },
          { op: 'join', upline: 1, agent: false },
          { op: 'money', kind: 'deposit', who: 2, amount: 5_000 },
          { op: 'money', kind: 'bet', who: 2, amount: 100 },
          ...drawn,
        ];
        run += 1;
        const actor = cliActor(f.merchantId);
        // A fresh top agent per run, so each run's team is its own.
        const [top] = await f.db.insert(members).values({ merchantId: f.merchantId, account: `rep${run}_top`, passwordHash: 'x', type: 1 }).returning({ id: members.id });
        const ids = [top?.id ?? 0];
        const agents = new Set(ids);
        const upline = new Map<number, number | null>([[ids[0] ?? 0, null]]);
        const accountOf = (id: number) => (id === ids[0] ? `rep${run}_top` : `rep${run}_${ids.indexOf(id)}`);
        const posted: number[] = [];
        const main = (id: number): AccountRef => ({ kind: 'player_main', memberId: id });
        for (const [n, s] of steps.entries()) {
          const key = `rep${run}-${n}`;
          const pick = (i: number) => ids[i % ids.length] ?? 0;
          const move = async (from: AccountRef, to: AccountRef, type: string, value: number) => {
            const result = await transfer(f.db, { merchantId: f.merchantId, idempotencyKey: key, type, reference: key, actor: 'test', from, to, amount: value, currency: CURRENCY }).catch(
              (error: { code?: string }) => {
                if (error.code === 'insufficient_funds') return undefined;
                throw error;
              },
            );
            if (result) posted.push(result.transferId);
          };
          if (s.op === 'join') {
            const up = pick(s.upline);
            const parent = agents.has(up) ? up : (ids[0] ?? 0);
            const [row] = await f.db.insert(members).values({ merchantId: f.merchantId, account: `rep${run}_${ids.length}`, passwordHash: 'x', type: s.agent ? 2 : 0, uplineId: parent }).returning({ id: members.id });
            if (!row) throw new Error('no member');
            ids.push(row.id);
            upline.set(row.id, parent);
            if (s.agent) agents.add(row.id);
          } else if (s.op === 'money') {
            const who = pick(s.who);
            const outside = { kind: 'payment_clearing' } as const;
            switch (s.kind) {
              case 'deposit': await move(outside, main(who), 'deposit', s.amount); break;
              case 'withdrawal': await move({ kind: 'withdrawal_hold', memberId: who }, outside, 'withdrawal', s.amount); break;
              case 'hold': await move(main(who), { kind: 'withdrawal_hold', memberId: who }, 'withdrawal_hold', s.amount); break;
              case 'bet': await move(main(who), { kind: 'vendor_settlement', code: 'RPT' }, 'bet', s.amount); break;
              case 'win': case 'jackpot_win': await move({ kind: 'vendor_settlement', code: 'RPT' }, main(who), s.kind, s.amount); break;
              case 'bonus': case 'rebate': await move({ kind: 'promotions' }, main(who), s.kind, s.amount); break;
              case 'adjustment_in': await move({ kind: 'adjustment' }, main(who), 'adjustment', s.amount); break;
              case 'adjustment_out': await move(main(who), { kind: 'adjustment' }, 'adjustment', s.amount); break;
            }
          } else if (s.op === 'move_money') {
            if (pick(s.who) !== pick(s.to)) await move(main(pick(s.who)), main(pick(s.to)), s.kind, s.amount);
          } else if (s.op === 'reverse') {
            const target = posted[s.pick % Math.max(posted.length, 1)];
            if (target === undefined) continue;
            const reversed = await reverse(f.db, { merchantId: f.merchantId, transferId: target, idempotencyKey: key, actor: 'test', reason: 'report' }).catch((error: { code?: string }) => {
              if (error.code === 'insufficient_funds' || error.code === 'conflict' || error.code === 'idempotency_conflict') return undefined;
              throw error;
            });
            if (reversed && !reversed.replayed) posted.splice(posted.indexOf(target), 1);
          } else {
            const who = pick(s.who);
            const to = pick(s.to);
            if (who === ids[0] || !agents.has(to)) continue;
            let cycle = false;
            for (let at: number | null | undefined = to; at != null; at = upline.get(at)) if (at === who) cycle = true;
            if (cycle) continue;
            await moveMember(f.db, actor, accountOf(who), accountOf(to));
            upline.set(who, to);
          }
        }

        const transfers = rowsOf<RawTransfer>(
          await f.db.execute(sql`
            select t.id::int as id, t.type, t.amount::bigint as amount, t.reverses_id::int as "reversesId",
                   d.owner_id as "debitOwner", c.owner_id as "creditOwner"
              from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
             where t.merchant_id = ${f.merchantId} order by t.id`),
        ).map((t) => ({ ...t, id: Number(t.id), amount: Number(t.amount), reversesId: t.reversesId === null ? null : Number(t.reversesId) }));
        const below = (agent: number, self: boolean) => {
          const team = new Set<number>();
          for (const id of ids) {
            for (let at: number | null | undefined = self ? id : upline.get(id); at != null; at = upline.get(at)) {
              if (at === agent) team.add(id);
            }
          }
          return team;
        };
        const zone = 'Asia/Bangkok';
        const days: DayRange = { from: daysOf(reportPeriod({ preset: 'yesterday' }, new Date(), zone), zone).from, to: daysOf(reportPeriod({ preset: 'today' }, new Date(), zone), zone).to };
        const scope = { merchantId: f.merchantId, currency: CURRENCY, agentId: ids[0] ?? 0 };
        await catchUpTeamTotals(f.db);
        const { firstDeposits, ...expected } = rawFigures(transfers, below(scope.agentId, false));
        const team = below(scope.agentId, false);
        const { firstDeposits: firsts, registrations, ...figures } = await teamFigures(f.db, scope, days);
        expect(figures).toEqual(expected);
        expect(firsts).toBe(firstDeposits);
        expect(registrations).toBe(team.size);
        // Size and balance now: the subtree and its main wallets, straight from the tree and the ledger.
        const balances = rowsOf<{ owner: number; balance: string | number }>(
          await f.db.execute(sql`select owner_id as owner, balance from ledger_accounts where merchant_id = ${f.merchantId} and kind = 'player_main' and code = '' and currency = ${CURRENCY}`),
        );
        const balance = balances.filter((row) => team.has(Number(row.owner))).reduce((sum, row) => sum + Number(row.balance), 0);
        const direct = ids.filter((id) => upline.get(id) === scope.agentId).sort((a, b) => a - b);
        expect(await teamNow(f.db, scope)).toEqual({ direct: direct.length, total: team.size, balance });
        const statements = await downlineStatements(f.db, scope, days);
        expect(statements.map((line) => line.memberId)).toEqual(direct);
        for (const line of statements) {
          const { memberId, teamSize, ...lineFigures } = line;
          expect(teamSize, `downline ${memberId}`).toBe(below(memberId, false).size);
          const { firstDeposits: _ignored, ...wanted } = rawFigures(transfers, below(memberId, true));
          expect(lineFigures, `downline ${memberId}`).toEqual(wanted);
        }
        // The statement's totals are its lines added up: the same as the team's figures.
        expect(totalOf(statements)).toEqual(expected);
        // The overview's chart: its days add up to the team's figures too.
        const chart = await teamDays(f.db, scope, days);
        const added = (key: 'deposits' | 'withdrawals' | 'validBets' | 'wins' | 'bonuses' | 'rebates') => chart.reduce((sum, day) => sum + day[key], 0);
        const { deposits, withdrawals, validBets, wins, bonuses, rebates } = expected;
        expect({ deposits: added('deposits'), withdrawals: added('withdrawals'), validBets: added('validBets'), wins: added('wins'), bonuses: added('bonuses'), rebates: added('rebates') }).toEqual({
          deposits,
          withdrawals,
          validBets,
          wins,
          bonuses,
          rebates,
        });
        // Days that hold none of it.
        expect(await teamFigures(f.db, scope, { from: '2999-01-01', to: '2999-01-31' })).toEqual({ ...ZERO, firstDeposits: 0, registrations: 0 });
      }),
      { numRuns: RUNS },
    );
    // The running totals are exactly what a rebuild from the whole ledger gives.
    const snapshot = async () =>
      rowsOf<Record<string, unknown>>(await f.db.execute(sql`select * from member_hourly_totals where merchant_id = ${f.merchantId} order by member_id, currency, hour`)).map((row) =>
        JSON.stringify(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : String(v)])),
      );
    const before = await snapshot();
    const rollups = async () => {
      await catchUpTeamTotals(f.db);
      // Rows that count nothing (what a move leaves behind at the old ancestors) are not compared.
      const rows = async (table: string, order: string) =>
        rowsOf<Record<string, unknown>>(await f.db.execute(sql.raw(`select * from ${table} order by ${order}`)))
          .filter((row) => Object.entries(row).some(([k, v]) => !order.split(', ').includes(k) && typeof v !== 'string' && Number(v) !== 0))
          .map((row) => JSON.stringify(Object.entries(row).map(([k, v]) => [k, String(v)])));
      return {
        days: await rows('team_daily_totals', 'ancestor_id, currency, day'),
        active: await rows('team_daily_active', 'ancestor_id, currency, day, prev_day'),
        balances: await rows('team_balances', 'ancestor_id, currency'),
      };
    };
    const counted = await rollups();
    await f.db.execute(sql`select member_totals_rebuild(${f.merchantId})`);
    expect(await snapshot()).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
    // The rollups kept change by change, moves included, are what a recount from scratch gives.
    expect(await rollups()).toEqual(counted);
    expect(counted.active.length).toBeGreaterThan(0);
  }, 300_000);

  it('counts every change once when transfers, moves and several catch-ups run at the same time', async () => {
    const actor = cliActor(f.merchantId);
    const made = async (account: string, type: number, uplineId: number | null) => {
      const [row] = await f.db.insert(members).values({ merchantId: f.merchantId, account, passwordHash: 'x', type, uplineId }).returning({ id: members.id });
      return row?.id ?? 0;
    };
    const top = await made('race_top', 1, null);
    const left = await made('race_left', 2, top);
    const right = await made('race_right', 2, top);
    const players = await Promise.all(Array.from({ length: 6 }, (_, i) => made(`race_p${i}`, 0, i % 2 === 0 ? left : right)));
    const main = (id: number): AccountRef => ({ kind: 'player_main', memberId: id });
    const money = players.flatMap((id, i) =>
      Array.from({ length: 8 }, (_, n) => async () => {
        const key = `race-${i}-${n}`;
        const [from, to, type]: [AccountRef, AccountRef, string] =
          n % 3 === 0 ? [{ kind: 'payment_clearing' }, main(id), 'deposit'] : [main(id), { kind: 'vendor_settlement', code: 'RACE' }, 'bet'];
        await transfer(f.db, { merchantId: f.merchantId, idempotencyKey: key, type, reference: key, actor: 'test', from, to, amount: 100 + n, currency: CURRENCY }).catch(
          (error: { code?: string }) => {
            if (error.code !== 'insufficient_funds') throw error;
          },
        );
      }),
    );
    const catchUps = Array.from({ length: 6 }, () => () => catchUpTeamTotals(f.db));
    const moves = [() => moveMember(f.db, actor, 'race_right', 'race_left'), () => moveMember(f.db, actor, 'race_p0', 'race_right')];
    // Interleaved: every third task a catch-up or a move, all started at once.
    const tasks = money.map((task, i) => [task, ...(i % 3 === 0 ? [catchUps[i % catchUps.length], moves[i % 7]] : [])]).flat().filter((task) => task !== undefined);
    await Promise.all(tasks.map((task) => task()));
    await catchUpTeamTotals(f.db);
    const days: DayRange = { from: '2000-01-01', to: '2999-12-31' };
    const scope = { merchantId: f.merchantId, currency: CURRENCY, agentId: top };
    const before = { figures: await teamFigures(f.db, scope, days), now: await teamNow(f.db, scope), lines: await downlineStatements(f.db, scope, days) };
    // A recount from scratch gives the same.
    await f.db.execute(sql`delete from team_totals_zone where merchant_id = ${f.merchantId}`);
    await catchUpTeamTotals(f.db);
    expect({ figures: await teamFigures(f.db, scope, days), now: await teamNow(f.db, scope), lines: await downlineStatements(f.db, scope, days) }).toEqual(before);
    expect(before.now.total).toBe(8);
    expect(before.figures.activeMembers).toBeGreaterThan(0);
  }, 120_000);
});
