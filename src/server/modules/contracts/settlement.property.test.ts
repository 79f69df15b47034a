import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateBreach, type ContractKind } from '@shared/api/contracts';
import { agentContracts, contractSettlements, members, merchants } from '../../db/schema/index';
import { testDrivers } from '../../test/database';
import { propertyRuns } from '../../test/property-runs';
import { ledgerFixture, type LedgerFixture } from '../ledger/test-ledger';
import { balanceOf, transfer } from '../ledger/service';
import { verifyLedger } from '../ledger/verifier';
import type { Merchant } from '../merchant/directory';
import { listMerchants } from '../merchant/repository';
import { acceptOffer, offerContract, rejectOffer, type ContractActor } from './contract-service';
import { contractPeriodContaining } from './periods';
import * as settlementRepo from './settlement-repository';
import { settlePeriod } from './settlement-service';
import { answerTermination, requestTermination, terminateByOperator } from './termination-service';
import { AGENT_UPLINE, expectedRun, MEMBER_AGENT, step, type Play, type SettledKind, type Step } from './test-settlement-model';

/**
 * Settlements' promise: whatever contracts are offered, accepted, lowered and ended across a tree,
 * and whatever is played, every closed period is paid exactly what the tiers say of the raw play,
 * uplines before downlines, once (however often and however concurrently a run is repeated); the
 * rate invariant holds after every step and the books balance. Each run lives on its own days.
 */
const RUNS = propertyRuns({ quick: 12, deep: 150 }, 'SETTLEMENT_PROPERTY_RUNS');
const ZONE = 'Asia/Bangkok';
const HOUR = 3_600_000;
const MIN_BET = 100;
const KINDS: SettledKind[] = ['dailyWage', 'dividend'];
const PERIOD = { dailyWage: 'daily', dividend: 'daily' } as const;

describe.each(testDrivers())('contract settlements against a model on %s', (driver) => {
  let f: LedgerFixture;
  let merchant: Merchant;
  let run = 0;
  beforeAll(async () => {
    f = await ledgerFixture(driver);
    const [row] = await f.db.select({ config: merchants.config }).from(merchants).where(eq(merchants.id, f.merchantId));
    if (!row) throw new Error('no merchant');
    const config = { ...row.config, timeZone: ZONE, contracts: { activeMemberMinBet: MIN_BET, dividendShortfall: 'house' as const, dividendCarryOver: true } };
    await f.db.update(merchants).set({ config }).where(eq(merchants.id, f.merchantId));
    merchant = (await listMerchants(f.db)).find((m) => m.id === f.merchantId) ?? merchant;
  });
  afterAll(async () => f.database.close());

  it('pay each closed period once, as the tiers say of the raw play, keeping the rate invariant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 40 }), async (drawn) => {
        run += 1;
        // Each run on its own month, years before anything else: no other run's periods or contracts meet it.
        let clock = Date.UTC(2001, 0, 1) + run * 40 * 24 * HOUR;
        const agents: number[] = [];
        for (const [i, upline] of AGENT_UPLINE.entries()) {
          const [row] = await f.db.insert(members).values({ merchantId: f.merchantId, account: `set${run}a${i}`, passwordHash: 'x', type: i === 0 ? 1 : 2, uplineId: upline === null ? null : (agents[upline] ?? null) }).returning({ id: members.id });
          agents.push(row?.id ?? 0);
        }
        const players: number[] = [];
        for (const [i, agent] of MEMBER_AGENT.entries()) {
          const [row] = await f.db.insert(members).values({ merchantId: f.merchantId, account: `set${run}m${i}`, passwordHash: 'x', type: 0, uplineId: agents[agent] ?? null }).returning({ id: members.id });
          players.push(row?.id ?? 0);
        }
        const agentIndex = (id: number) => agents.indexOf(id);
        const actorOf = (agent: number | null): ContractActor => (agent === null ? { memberId: null, memberType: 0, actor: 'operator:test' } : { memberId: agents[agent] ?? 0, memberType: agent === 0 ? 1 : 2, actor: `member:${agents[agent]}` });
        const plays: Play[] = [];
        const balances = agents.map(() => 0);
        const lastBase = new Map<number, number>();
        const settledUntil: Record<SettledKind, number> = { dailyWage: clock, dividend: clock };
        const settledDays: Record<SettledKind, number[]> = { dailyWage: [], dividend: [] };
        let n = 0;
        const quietly = async (work: () => Promise<unknown>) => {
          await work().catch((error: unknown) => {
            if (!(error instanceof Error && error.name === 'AppError')) throw error;
          });
        };

        const settleNext = async (kind: SettledKind, twice: boolean) => {
          const period = contractPeriodContaining(PERIOD[kind], new Date(settledUntil[kind]), ZONE);
          if (period.end.getTime() > clock) return;
          const once = () => settlePeriod(f.db, merchant, kind, PERIOD[kind], period);
          const outcomes = twice ? await Promise.all([once(), once()]) : [await once()];
          expect(outcomes.filter((o) => o.status === 'settled')).toHaveLength(1);
          const inForce = await settlementRepo.contractsInForce(f.db, { merchantId: f.merchantId, kind, periodType: PERIOD[kind], periodStart: period.start }, period.end);
          const mine = inForce.filter((c) => agentIndex(c.agentId) >= 0);
          const expected = expectedRun(kind, mine, agentIndex, plays, { start: period.start.getTime(), end: period.end.getTime() }, MIN_BET, lastBase, balances);
          const rows = await f.db
            .select()
            .from(contractSettlements)
            .where(and(eq(contractSettlements.kind, kind), eq(contractSettlements.periodStart, period.start), inArray(contractSettlements.agentId, agents)));
          const actual = rows
            .map((r) => ({ contractId: r.contractId, agent: agentIndex(r.agentId), payer: r.payerId === null ? null : agentIndex(r.payerId), turnover: r.turnover, active: r.activeMembers, netLoss: r.netLoss, carriedIn: r.carriedIn, rateBp: r.rateBp, amount: r.amount, paid: r.paid }))
            .sort((a, b) => a.contractId - b.contractId);
          expect(actual).toEqual([...expected].sort((a, b) => a.contractId - b.contractId));
          settledDays[kind].push(period.start.getTime());
          settledUntil[kind] = period.end.getTime();
        };

        const apply = async (s: Step) => {
          n += 1;
          const now = new Date(clock);
          if (s.op === 'wait') clock += s.hours * HOUR;
          if (s.op === 'play') {
            const main = { kind: 'player_main' as const, memberId: players[s.who] ?? 0 };
            const base = { merchantId: f.merchantId, currency: 'THB', actor: 'test', at: now, reference: `set${run}-${n}` };
            await transfer(f.db, { ...base, idempotencyKey: `set${run}-${n}-d`, type: 'deposit', from: { kind: 'payment_clearing' }, to: main, amount: s.bet });
            await transfer(f.db, { ...base, idempotencyKey: `set${run}-${n}-b`, type: 'bet', from: main, to: { kind: 'vendor_settlement', code: 'SET' }, amount: s.bet });
            if (s.win > 0) await transfer(f.db, { ...base, idempotencyKey: `set${run}-${n}-w`, type: 'win', from: { kind: 'vendor_settlement', code: 'SET' }, to: main, amount: s.win });
            plays.push({ member: s.who, at: clock, bet: s.bet, win: s.win });
          }
          if (s.op === 'offer') {
            const upline = AGENT_UPLINE[s.to] ?? null;
            await quietly(async () => {
              const offer = await offerContract(f.db, merchant, actorOf(upline), { kind: s.kind, account: `set${run}a${s.to}`, periodType: PERIOD[s.kind], tiers: s.tiers }, now);
              if (s.answer === 'reject') await rejectOffer(f.db, merchant, actorOf(s.to), offer.id, now);
              else await acceptOffer(f.db, merchant, actorOf(s.to), offer.id, s.answer === 'confirm', now);
            });
          }
          if (s.op === 'end') {
            const [contract] = await f.db
              .select()
              .from(agentContracts)
              .where(and(eq(agentContracts.agentId, agents[s.who] ?? 0), eq(agentContracts.kind, s.kind), eq(agentContracts.status, 'active')));
            if (contract) {
              const upline = AGENT_UPLINE[s.who] ?? null;
              if (s.by === 'operator') await terminateByOperator(f.db, merchant, 'operator:test', contract.id, now);
              else {
                await requestTermination(f.db, merchant, actorOf(s.by === 'agent' ? s.who : upline), contract.id, now);
                await answerTermination(f.db, merchant, actorOf(s.by === 'agent' ? upline : s.who), contract.id, true, true, now);
              }
            }
          }
          if (s.op === 'settle') {
            await settleNext(s.kind, s.twice);
            // A run repeated long after is not paid again.
            const old = settledDays[s.kind][0];
            if (s.replay && old !== undefined) {
              const period = contractPeriodContaining(PERIOD[s.kind], new Date(old), ZONE);
              expect((await settlePeriod(f.db, merchant, s.kind, PERIOD[s.kind], period)).status).toBe('already');
            }
          }
          await expectRateInvariant(f, agents);
        };

        for (const s of drawn) await apply(s);
        // Everything closed is settled, then the run's contracts end so later runs never meet them.
        clock += 48 * HOUR;
        for (const kind of KINDS) while (settledUntil[kind] + 24 * HOUR <= clock) await settleNext(kind, false);
        for (const [i, id] of agents.entries()) expect(await balanceOf(f.db, f.merchantId, 'THB', { kind: 'player_main', memberId: id })).toBe(balances[i]);
        const active = await f.db.select({ id: agentContracts.id }).from(agentContracts).where(and(inArray(agentContracts.agentId, agents), eq(agentContracts.status, 'active')));
        for (const { id } of active) await quietly(() => terminateByOperator(f.db, merchant, 'operator:test', id, new Date(clock)));
        expect((await verifyLedger(f.db)).drift).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Every contract in force with an upline agent: the upline holds one of the kind that covers it. */
async function expectRateInvariant(f: LedgerFixture, agents: number[]): Promise<void> {
  const active = await f.db.select().from(agentContracts).where(and(inArray(agentContracts.agentId, agents), eq(agentContracts.status, 'active')));
  for (const contract of active) {
    if (contract.uplineId === null) continue;
    const upline = active.find((c) => c.agentId === contract.uplineId && c.kind === contract.kind);
    expect(upline, `${contract.kind as ContractKind} contract ${contract.id} has no upline contract`).toBeDefined();
    expect(upline?.periodType).toBe(contract.periodType);
    expect(rateBreach(contract.tiers, upline?.tiers ?? null)).toBeNull();
  }
}
