import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf, type Db } from '../../../src/server/db/client';
import { members, merchants } from '../../../src/server/db/schema/index';
import { MERCHANT_CODE } from '../../../src/server/db/seed/data/merchant-config';
import { seedDatabase } from '../../../src/server/db/seed/index';
import { acceptOffer, offerContract, type ContractActor } from '../../../src/server/modules/contracts/contract-service';
import { pendingPeriods } from '../../../src/server/modules/contracts/settlement-schedule';
import { transfer } from '../../../src/server/modules/ledger/service';
import { verifyLedger } from '../../../src/server/modules/ledger/verifier';
import type { Merchant } from '../../../src/server/modules/merchant/directory';
import { listMerchants } from '../../../src/server/modules/merchant/repository';

const HOUR = 3_600_000;
/** The merchant the settlement fault tests own: the seed's merchants keep their own contracts. */
export const FAULT_MERCHANT = 'SETTLEFAULT';

export interface SettlementFixture {
  merchant: Merchant;
  /** Every period that closed by then must be settled once the servers are done. */
  settledBy: Date;
}

/**
 * Seeds, then gives a merchant of its own a top-level agent and a sub-agent with real-time, hourly
 * and daily contracts and half a day of play by their members. The contracts were accepted 6 hours
 * (real-time), 12 hours (hourly) and two days (daily) ago, so a server that starts has about 72
 * real-time, 12 hourly and 2 daily periods to catch up: every kind and a day boundary, in a few
 * seconds (a longer history proves nothing more about exactly once and only costs time).
 */
export async function seedSettlementFixture(db: Db): Promise<SettlementFixture> {
  await seedDatabase(db, { passwordCost: 'test' });
  const [base] = await db.select({ config: merchants.config }).from(merchants).where(eq(merchants.code, MERCHANT_CODE));
  if (!base) throw new Error('seed made no merchant');
  const [row] = await db.insert(merchants).values({ code: FAULT_MERCHANT, name: 'Settlement fault', config: base.config }).returning({ id: merchants.id });
  const merchantId = row?.id ?? 0;
  const merchant = (await listMerchants(db)).find((m) => m.id === merchantId);
  if (!merchant) throw new Error('fault merchant vanished');
  const add = async (account: string, type: number, uplineId: number | null) =>
    (await db.insert(members).values({ merchantId, account, passwordHash: 'x', type, uplineId }).returning({ id: members.id }))[0]?.id ?? 0;
  const top = await add('faulttop', 1, null);
  const sub = await add('faultsub', 2, top);
  const players = [await add('faultp1', 0, top), await add('faultp2', 0, sub), await add('faultp3', 0, sub)];
  const now = Date.now();
  const house: ContractActor = { memberId: null, memberType: 0, actor: 'cli:fault' };
  const topActor: ContractActor = { memberId: top, memberType: 1, actor: `member:${top}` };
  const subActor: ContractActor = { memberId: sub, memberType: 2, actor: `member:${sub}` };
  const kinds = [
    ['realtimeSalary', 'fiveMinutes', 6 * HOUR],
    ['hourlySalary', 'hourly', 12 * HOUR],
    ['dailyWage', 'daily', 48 * HOUR],
  ] as const;
  for (const [kind, periodType, back] of kinds) {
    const since = new Date(now - back - 10 * 60_000);
    const toTop = await offerContract(db, merchant, house, { kind, account: 'faulttop', periodType, tiers: [{ minTurnover: 0, minActive: 0, rateBp: 200 }] }, since);
    await acceptOffer(db, merchant, topActor, toTop.id, false, since);
    const toSub = await offerContract(db, merchant, topActor, { kind, account: 'faultsub', periodType, tiers: [{ minTurnover: 0, minActive: 0, rateBp: 120 }] }, since);
    await acceptOffer(db, merchant, subActor, toSub.id, false, since);
  }
  // A bet every ten minutes, by turns, over the last 12 hours (every kind's periods have play).
  for (let at = now - 12 * HOUR, n = 0; at < now - 5 * 60_000; at += 10 * 60_000, n += 1) {
    const memberId = players[n % players.length] ?? 0;
    const main = { kind: 'player_main' as const, memberId };
    const common = { merchantId, currency: merchant.config.currency.code, actor: 'test', reference: `fault-${n}`, at: new Date(at) };
    await transfer(db, { ...common, idempotencyKey: `fault-${n}-d`, type: 'deposit', from: { kind: 'payment_clearing' }, to: main, amount: 10_000 });
    await transfer(db, { ...common, idempotencyKey: `fault-${n}-b`, type: 'bet', from: main, to: { kind: 'vendor_settlement', code: 'FAULT' }, amount: 1_000 + (n % 7) * 500 });
  }
  return { merchant, settledBy: new Date(now + 5_000) };
}

/** How many periods that closed by `settledBy` still wait for their run. */
export async function pendingRuns(db: Db, fixture: SettlementFixture): Promise<number> {
  return pendingPeriods(db, fixture.merchant, fixture.settledBy);
}

/** Whether every period that closed by `settledBy` has its run. */
export async function caughtUp(db: Db, fixture: SettlementFixture): Promise<boolean> {
  return (await pendingPeriods(db, fixture.merchant, fixture.settledBy)) === 0;
}

/** The fault merchant's finished runs. */
export async function runCount(db: Db, merchantId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::integer as n from contract_settlement_runs where merchant_id = ${merchantId}`));
  return Number(row?.n ?? 0);
}

/**
 * Exactly once: one standing run per period key and one settlement per contract and period; every
 * settlement's transfers add up to what it paid, nothing is paid outside a settlement, and the
 * books balance.
 */
export async function expectSettledOnce(db: Db, merchantId: number): Promise<void> {
  const doubled = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select kind, period_type, period_start, count(*) as n from contract_settlement_runs
      where merchant_id = ${merchantId} and status = 'done' group by 1, 2, 3 having count(*) > 1`),
  );
  expect(doubled, 'periods settled twice').toEqual([]);
  const mismatched = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select s.id, s.paid, coalesce(sum(t.amount), 0) as moved from contract_settlements s
      left join ledger_transfers t on t.merchant_id = s.merchant_id and t.reference = 'contract_settlement:' || s.id
      where s.merchant_id = ${merchantId} group by s.id, s.paid having s.paid <> coalesce(sum(t.amount), 0)`),
  );
  expect(mismatched, 'settlements whose transfers differ from what they paid').toEqual([]);
  const [orphans] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::integer as n from ledger_transfers t where t.merchant_id = ${merchantId}
      and t.type in ('realtime_salary', 'hourly_salary', 'daily_wage')
      and not exists (select 1 from contract_settlements s where 'contract_settlement:' || s.id = t.reference)`),
  );
  expect(Number(orphans?.n ?? 0), 'salary transfers outside any settlement').toBe(0);
  const [runsWithoutRows] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::integer as n from contract_settlement_runs r where r.merchant_id = ${merchantId} and r.contracts > 0
      and r.contracts <> (select count(*) from contract_settlements s where s.merchant_id = r.merchant_id and s.kind = r.kind
        and s.period_type = r.period_type and s.period_start = r.period_start and s.generation = r.generation)`),
  );
  expect(Number(runsWithoutRows?.n ?? 0), 'runs whose rows are missing or extra').toBe(0);
  const [received] = rowsOf<{ total: string | number }>(
    await db.execute(sql`select coalesce(sum(s.paid), 0) as total from contract_settlements s join members m on m.id = s.agent_id
      where s.merchant_id = ${merchantId} and m.account = 'faultsub'`),
  );
  expect(Number(received?.total ?? 0), 'the sub-agent was paid').toBeGreaterThan(0);
  expect((await verifyLedger(db)).drift).toEqual([]);
}
