import { CONTRACT_LEDGER_TYPE, rateFor, RATE_MAX_BP, type ContractKind, type ContractPeriodType } from '@shared/api/contracts';
import type { Db } from '../../db/client';
import { lockedBalanceOf, transfer } from '../ledger/service';
import type { Tx } from '../ledger/repository';
import type { Merchant } from '../merchant/directory';
import { contractRulesOf, requireKind, type ContractRules } from './config';
import type { ContractRow } from './contract-repository';
import { depthsOf, teamPeriodFigures, type TeamPeriodFigures } from './figures-repository';
import type { ContractPeriod } from './periods';
import * as repo from './settlement-repository';

export interface RunOutcome {
  status: 'settled' | 'already';
  generation: number;
  contracts: number;
  total: number;
}

const ZERO: TeamPeriodFigures = { turnover: 0, active: 0, netLoss: 0 };

/** The ledger reference of every transfer a settlement makes (its payment, a house top-up, repayments). */
export const settlementReference = (settlementId: number): string => `contract_settlement:${settlementId}`;

/** rate × base, rounded down: downline amounts never add up to more than their upline's. */
export const amountOf = (base: number, rateBp: number): number => (base <= 0 ? 0 : Number((BigInt(base) * BigInt(rateBp)) / BigInt(RATE_MAX_BP)));

interface RunContext {
  tx: Tx;
  merchant: Merchant;
  kind: ContractKind;
  rules: ContractRules;
  currency: string;
  actor: string;
  /** History imports only (the demo seed): when the run's transfers happened. */
  at: Date | undefined;
}

const memberMain = (memberId: number) => ({ kind: 'player_main' as const, memberId });

/** One movement of a settlement's money: from the payer (the house when null) to the payee's main wallet. */
async function move(ctx: RunContext, settlement: repo.SettlementRow, from: number | null, amount: number, key: string): Promise<void> {
  await transfer(ctx.tx, {
    merchantId: ctx.merchant.id,
    idempotencyKey: key,
    type: CONTRACT_LEDGER_TYPE[ctx.kind],
    reference: settlementReference(settlement.id),
    actor: ctx.actor,
    from: from === null ? { kind: 'house' } : memberMain(from),
    to: memberMain(settlement.agentId),
    amount,
    currency: ctx.currency,
    at: ctx.at,
  });
}

/** What `payerId` can pay now: its main wallet, locked to the end of the run. */
const available = (ctx: RunContext, payerId: number) => lockedBalanceOf(ctx.tx, ctx.merchant.id, ctx.currency, memberMain(payerId));

/** A payer's older shortfalls come first out of what it holds (dividends it could not cover). */
async function repayOwed(ctx: RunContext, payerId: number): Promise<void> {
  for (const owed of await repo.owedBy(ctx.tx, payerId, ctx.kind)) {
    const pay = Math.min(owed.amount - owed.paid, await available(ctx, payerId));
    if (pay <= 0) return;
    await move(ctx, owed, payerId, pay, `contract-repay:${owed.id}:${owed.paid}`);
    const paid = owed.paid + pay;
    await repo.setPaid(ctx.tx, owed.id, paid, paid === owed.amount ? 'paid' : 'partial');
  }
}

/** Pays one settlement row: all of it from the house; from an agent, what its wallet holds. */
async function pay(ctx: RunContext, settlement: repo.SettlementRow, payerId: number | null, key: string): Promise<void> {
  if (settlement.amount === 0) return;
  let paid = payerId === null ? settlement.amount : Math.min(settlement.amount, await available(ctx, payerId));
  if (paid > 0) await move(ctx, settlement, payerId, paid, key);
  if (paid < settlement.amount && payerId !== null && ctx.rules.dividendShortfall === 'house') {
    await move(ctx, settlement, null, settlement.amount - paid, `${key}:house`);
    paid = settlement.amount;
  }
  if (paid !== 0) await repo.setPaid(ctx.tx, settlement.id, paid, paid === settlement.amount ? 'paid' : 'partial');
}

/** Uplines before their downlines, so every agent is credited before it pays. */
async function payingOrder(tx: Tx, contracts: readonly ContractRow[]): Promise<ContractRow[]> {
  const depths = await depthsOf(tx, contracts.map((c) => c.agentId));
  return [...contracts].sort((a, b) => (depths.get(a.agentId) ?? 0) - (depths.get(b.agentId) ?? 0) || a.id - b.id);
}

/**
 * Settles every contract of a kind and period type for one closed period, in one transaction: each
 * contract in force at the period's end gets rate × its team's turnover (salaries) or net loss
 * (dividends), the house paying top-level agents and each agent its downlines. A run that is done is
 * never paid again (the run key under an advisory lock, the settlement key, the ledger's idempotency
 * keys); one that fails leaves nothing behind and is retried.
 */
export async function settlePeriod(
  db: Db,
  merchant: Merchant,
  kind: ContractKind,
  periodType: ContractPeriodType,
  period: ContractPeriod,
  options: { actor?: string; at?: Date } = {},
): Promise<RunOutcome> {
  const actor = options.actor ?? 'system';
  requireKind(merchant.config, kind);
  const key: repo.RunKey = { merchantId: merchant.id, kind, periodType, periodStart: period.start };
  return db.transaction(async (tx) => {
    await repo.lockRun(tx, key);
    const runs = await repo.runsOf(tx, key);
    const done = runs.find((r) => r.status === 'done');
    const generation = done?.generation ?? runs.length;
    // A period is settled per contract: a done run settles only contracts it has no row for, which
    // live never happens (a contract accepted now is in force for no closed period) but keeps a
    // contract dated into the past (tests, an operator's correction) payable once, like the rest.
    const settled = done ? new Set((await repo.settlementsOfRun(tx, key, generation)).map((s) => s.contractId)) : new Set<number>();
    const contracts = await payingOrder(tx, (await repo.contractsInForce(tx, key, period.end)).filter((c) => !settled.has(c.id)));
    if (done && contracts.length === 0) return { status: 'already', generation, contracts: done.contracts, total: done.total };
    const ctx: RunContext = { tx, merchant, kind, rules: contractRulesOf(merchant.config), currency: merchant.config.currency.code, actor, at: options.at };
    const figures = await teamPeriodFigures(
      tx,
      { merchantId: merchant.id, currency: ctx.currency, agentIds: contracts.map((c) => c.agentId), start: period.start, end: period.end, activeMemberMinBet: ctx.rules.activeMemberMinBet },
      periodType === 'fiveMinutes' ? 'ledger' : 'hours',
    );
    const carry = kind === 'dividend' && ctx.rules.dividendCarryOver;
    const previous = carry ? await repo.previousSettlements(tx, contracts.map((c) => c.id), period.start) : new Map<number, repo.SettlementRow>();
    const repaid = new Set<number>();
    let total = 0;
    for (const contract of contracts) {
      const f = figures.get(contract.agentId) ?? ZERO;
      const before = previous.get(contract.id);
      const carriedIn = before ? Math.min(0, before.netLoss + before.carriedIn) : 0;
      const base = kind === 'dividend' ? f.netLoss + carriedIn : f.turnover;
      const { rateBp, tier } = rateFor(contract.tiers, f.turnover, f.active);
      const amount = amountOf(base, rateBp);
      // The payer's older shortfalls first (before this row exists, so it is not among them).
      if (contract.uplineId !== null && !repaid.has(contract.uplineId)) {
        repaid.add(contract.uplineId);
        await repayOwed(ctx, contract.uplineId);
      }
      const settlement = await repo.insertSettlement(tx, {
        merchantId: merchant.id,
        kind,
        periodType,
        periodStart: period.start,
        periodEnd: period.end,
        generation,
        contractId: contract.id,
        agentId: contract.agentId,
        payerId: contract.uplineId,
        turnover: f.turnover,
        activeMembers: f.active,
        netLoss: f.netLoss,
        carriedIn,
        tier,
        rateBp,
        amount,
        paid: 0,
        status: amount === 0 ? 'zero' : 'partial',
        settledAt: options.at,
      });
      await pay(ctx, settlement, contract.uplineId, `contract-settle:${contract.id}:${period.start.toISOString()}:${generation}`);
      total += amount;
    }
    if (done) {
      await repo.addToRun(tx, key, generation, contracts.length, total);
      return { status: 'settled', generation, contracts: done.contracts + contracts.length, total: done.total + total };
    }
    await repo.insertRun(tx, { ...key, generation, periodEnd: period.end, status: 'done', actor, contracts: contracts.length, total, settledAt: options.at });
    return { status: 'settled', generation, contracts: contracts.length, total };
  });
}
