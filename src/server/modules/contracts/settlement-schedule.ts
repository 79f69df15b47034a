import { CONTRACT_KINDS, CONTRACT_LEDGER_TYPE, KIND_PERIOD_TYPES, type ContractKind, type ContractPeriodType } from '@shared/api/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { reverse, transfersByReference } from '../ledger/service';
import type { Merchant } from '../merchant/directory';
import { listMerchants } from '../merchant/repository';
import { kindOn, zoneOfConfig } from './config';
import { contractPeriodContaining, periodsEndingBetween, type ContractPeriod } from './periods';
import * as repo from './settlement-repository';
import { settlementReference, settlePeriod, type RunOutcome } from './settlement-service';
import { expireLapsed } from './termination-service';

/**
 * How long after a period's end its run waits: a bet whose transaction began before the end carries
 * that time but commits a moment later; a minute is far more than any such transaction takes.
 */
export const SETTLE_GRACE_MS = 60_000;
/** How often the server looks for periods to settle and requests that lapsed; the first pass soon after start. */
export const SETTLE_EVERY_MS = 30_000;
export const SETTLE_FIRST_MS = 2_000;

export interface DueResult {
  runs: number;
  expired: number;
}

/** The periods of one kind and period type that closed since the last run and had a contract in force. */
async function duePeriods(db: Db, merchant: Merchant, kind: ContractKind, periodType: ContractPeriodType, now: Date): Promise<ContractPeriod[]> {
  const lastEnd = await repo.lastRunEnd(db, merchant.id, kind, periodType);
  const from = lastEnd ?? (await repo.firstAcceptance(db, merchant.id, kind, periodType));
  if (from === null) return [];
  const contracts = await repo.contractsSince(db, merchant.id, kind, periodType, from);
  if (contracts.length === 0) return [];
  // A first run starts with the period in which the first contract was accepted.
  const after = lastEnd ?? new Date(contractPeriodContaining(periodType, from, zoneOfConfig(merchant.config)).start.getTime() - 1);
  const periods = periodsEndingBetween(periodType, after, new Date(now.getTime() - SETTLE_GRACE_MS), zoneOfConfig(merchant.config));
  return periods.filter((p) => contracts.some((c) => c.acceptedAt !== null && c.acceptedAt < p.end && (c.endedAt === null || c.endedAt >= p.end)));
}

/**
 * Settles every closed period of every kind that is on, oldest first (a server that was down catches
 * up at start), and lapses unanswered requests. Safe to run in any number of processes at once:
 * settlePeriod settles each period exactly once.
 */
/** Told of every run a pass settles (the server logs it). */
export type OnSettled = (run: { merchantId: number; kind: ContractKind; periodType: ContractPeriodType; periodStart: string; contracts: number; total: number }) => void;

export async function settleDue(db: Db, merchant: Merchant, now = new Date(), onSettled?: OnSettled, pauseMs = 0): Promise<DueResult> {
  const expired = await expireLapsed(db, merchant.id, now);
  let runs = 0;
  for (const kind of CONTRACT_KINDS) {
    if (!kindOn(merchant.config, kind)) continue;
    for (const periodType of KIND_PERIOD_TYPES[kind]) {
      for (const period of await duePeriods(db, merchant, kind, periodType, now)) {
        const outcome = await settlePeriod(db, merchant, kind, periodType, period);
        if (outcome.status !== 'settled') continue;
        runs += 1;
        onSettled?.({ merchantId: merchant.id, kind, periodType, periodStart: period.start.toISOString(), contracts: outcome.contracts, total: outcome.total });
        if (pauseMs > 0) await sleep(pauseMs);
      }
    }
  }
  return { runs, expired };
}

/** How many closed periods wait for their run (the fault tests' "is the catch-up done"). */
export async function pendingPeriods(db: Db, merchant: Merchant, now = new Date()): Promise<number> {
  let pending = 0;
  for (const kind of CONTRACT_KINDS) {
    if (!kindOn(merchant.config, kind)) continue;
    for (const periodType of KIND_PERIOD_TYPES[kind]) pending += (await duePeriods(db, merchant, kind, periodType, now)).length;
  }
  return pending;
}

/** settleDue for every merchant (the server's schedule). */
export async function settleAllDue(db: Db, now = new Date(), onSettled?: OnSettled, pauseMs = 0): Promise<DueResult> {
  const total: DueResult = { runs: 0, expired: 0 };
  for (const merchant of await listMerchants(db)) {
    const result = await settleDue(db, merchant, now, onSettled, pauseMs);
    total.runs += result.runs;
    total.expired += result.expired;
  }
  return total;
}

/** The period of `periodType` that starts at or contains `at`, refused unless it has closed. */
export function closedPeriod(merchant: Merchant, periodType: ContractPeriodType, at: Date, now = new Date()): ContractPeriod {
  const period = contractPeriodContaining(periodType, at, zoneOfConfig(merchant.config));
  if (period.end.getTime() > now.getTime()) throw new AppError('validation_failed', 'That period has not closed yet', { period: 'not_closed' });
  return period;
}

/**
 * Voids a period's run: every transfer its settlements made is reversed (downlines' first), the rows
 * and the run are marked voided; a later rerun settles the period anew under the next generation.
 * Refused (insufficient_funds) while a payee no longer holds what it was paid.
 */
export async function voidRun(db: Db, merchant: Merchant, kind: ContractKind, periodType: ContractPeriodType, period: ContractPeriod, actor: string): Promise<{ generation: number; reversed: number }> {
  const key: repo.RunKey = { merchantId: merchant.id, kind, periodType, periodStart: period.start };
  return db.transaction(async (tx) => {
    await repo.lockRun(tx, key);
    const run = (await repo.runsOf(tx, key)).find((r) => r.status === 'done');
    if (!run) throw new AppError('not_found', 'No settled run for that period');
    const settlements = await repo.settlementsOfRun(tx, key, run.generation);
    let reversed = 0;
    for (const settlement of settlements) {
      const ids = await transfersByReference(tx, merchant.id, CONTRACT_LEDGER_TYPE[kind], settlementReference(settlement.id));
      for (const transferId of ids.reverse()) {
        await reverse(tx, { merchantId: merchant.id, transferId, idempotencyKey: `contract-void:${transferId}`, actor, reason: `void ${kind} ${period.start.toISOString()}` });
        reversed += 1;
      }
    }
    await repo.markSettlementsVoided(tx, settlements.map((s) => s.id));
    await repo.markRunVoided(tx, key, run.generation, new Date());
    return { generation: run.generation, reversed };
  });
}

/** Voids the period's run if it stands, then settles it again. */
export async function rerunPeriod(db: Db, merchant: Merchant, kind: ContractKind, periodType: ContractPeriodType, period: ContractPeriod, actor: string): Promise<RunOutcome> {
  const runs = await repo.runsOf(db, { merchantId: merchant.id, kind, periodType, periodStart: period.start });
  if (runs.some((r) => r.status === 'done')) await voidRun(db, merchant, kind, periodType, period, actor);
  return settlePeriod(db, merchant, kind, periodType, period, { actor });
}
