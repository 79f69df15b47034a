import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, max, min, or, sql } from 'drizzle-orm';
import type { ContractKind, ContractPeriodType } from '@shared/api/contracts';
import { agentContracts, contractSettlementRuns, contractSettlements } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';
import type { ContractRow } from './contract-repository';

export type SettlementRow = typeof contractSettlements.$inferSelect;
export type RunRow = typeof contractSettlementRuns.$inferSelect;

export interface RunKey {
  merchantId: number;
  kind: ContractKind;
  periodType: ContractPeriodType;
  periodStart: Date;
}

/** One run at a time per key, across every process (the transaction's advisory lock). */
export async function lockRun(tx: Tx, key: RunKey): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`settle:${key.kind}:${key.periodType}:${key.periodStart.toISOString()}`}, ${key.merchantId}))`);
}

const sameRun = (key: RunKey) =>
  and(
    eq(contractSettlementRuns.merchantId, key.merchantId),
    eq(contractSettlementRuns.kind, key.kind),
    eq(contractSettlementRuns.periodType, key.periodType),
    eq(contractSettlementRuns.periodStart, key.periodStart),
  );

export async function runsOf(tx: Tx, key: RunKey): Promise<RunRow[]> {
  return tx.select().from(contractSettlementRuns).where(sameRun(key)).orderBy(asc(contractSettlementRuns.generation));
}

export async function insertRun(tx: Tx, row: typeof contractSettlementRuns.$inferInsert): Promise<void> {
  await tx.insert(contractSettlementRuns).values(row);
}

/** Counts contracts a done run settled later (settlePeriod) into its figures. */
export async function addToRun(tx: Tx, key: RunKey, generation: number, contracts: number, total: number): Promise<void> {
  await tx
    .update(contractSettlementRuns)
    .set({ contracts: sql`${contractSettlementRuns.contracts} + ${contracts}`, total: sql`${contractSettlementRuns.total} + ${total}` })
    .where(and(sameRun(key), eq(contractSettlementRuns.generation, generation)));
}

export async function markRunVoided(tx: Tx, key: RunKey, generation: number, at: Date): Promise<void> {
  await tx
    .update(contractSettlementRuns)
    .set({ status: 'voided', voidedAt: at })
    .where(and(sameRun(key), eq(contractSettlementRuns.generation, generation)));
}

/** The end of the latest run of a kind and period type (voided ones too): where a catch-up resumes. */
export async function lastRunEnd(tx: Tx, merchantId: number, kind: ContractKind, periodType: ContractPeriodType): Promise<Date | null> {
  const [row] = await tx
    .select({ end: max(contractSettlementRuns.periodEnd) })
    .from(contractSettlementRuns)
    .where(and(eq(contractSettlementRuns.merchantId, merchantId), eq(contractSettlementRuns.kind, kind), eq(contractSettlementRuns.periodType, periodType)));
  return row?.end ?? null;
}

/** Accepted contracts of a kind and period type that were (or are) in force after `after`. */
export async function contractsSince(tx: Tx, merchantId: number, kind: ContractKind, periodType: ContractPeriodType, after: Date | null): Promise<Pick<ContractRow, 'acceptedAt' | 'endedAt'>[]> {
  return tx
    .select({ acceptedAt: agentContracts.acceptedAt, endedAt: agentContracts.endedAt })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.periodType, periodType),
        isNotNull(agentContracts.acceptedAt),
        after === null ? undefined : or(isNull(agentContracts.endedAt), gte(agentContracts.endedAt, after)),
      ),
    );
}

/** The earliest acceptance of a contract of this kind and period type (a first catch-up starts there). */
export async function firstAcceptance(tx: Tx, merchantId: number, kind: ContractKind, periodType: ContractPeriodType): Promise<Date | null> {
  const [row] = await tx
    .select({ at: min(agentContracts.acceptedAt) })
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.kind, kind), eq(agentContracts.periodType, periodType)));
  return row?.at ?? null;
}

/** Contracts in force when the period ended: accepted before its end, not ended before it. */
export async function contractsInForce(tx: Tx, key: RunKey, end: Date): Promise<ContractRow[]> {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, key.merchantId),
        eq(agentContracts.kind, key.kind),
        eq(agentContracts.periodType, key.periodType),
        lt(agentContracts.acceptedAt, end),
        or(isNull(agentContracts.endedAt), gte(agentContracts.endedAt, end)),
      ),
    )
    .orderBy(asc(agentContracts.id));
}

/** Each contract's latest settlement that stands, before `start` (a dividend's carried loss). */
export async function previousSettlements(tx: Tx, contractIds: readonly number[], start: Date): Promise<Map<number, SettlementRow>> {
  if (contractIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([contractSettlements.contractId])
    .from(contractSettlements)
    .where(and(inArray(contractSettlements.contractId, [...contractIds]), lte(contractSettlements.periodEnd, start), sql`${contractSettlements.status} <> 'voided'`))
    .orderBy(contractSettlements.contractId, desc(contractSettlements.periodStart));
  return new Map(rows.map((r) => [r.contractId, r]));
}

export async function insertSettlement(tx: Tx, row: typeof contractSettlements.$inferInsert): Promise<SettlementRow> {
  const [created] = await tx.insert(contractSettlements).values(row).returning();
  if (!created) throw new Error('settlement insert returned nothing');
  return created;
}

export async function setPaid(tx: Tx, id: number, paid: number, status: string): Promise<void> {
  await tx.update(contractSettlements).set({ paid, status }).where(eq(contractSettlements.id, id));
}

/** What a payer still owes its downlines for a kind, oldest first. */
export async function owedBy(tx: Tx, payerId: number, kind: ContractKind): Promise<SettlementRow[]> {
  return tx
    .select()
    .from(contractSettlements)
    .where(and(eq(contractSettlements.payerId, payerId), eq(contractSettlements.kind, kind), eq(contractSettlements.status, 'partial')))
    .orderBy(asc(contractSettlements.periodStart), asc(contractSettlements.id));
}

export async function settlementsOfRun(tx: Tx, key: RunKey, generation: number): Promise<SettlementRow[]> {
  return tx
    .select()
    .from(contractSettlements)
    .where(
      and(
        eq(contractSettlements.merchantId, key.merchantId),
        eq(contractSettlements.kind, key.kind),
        eq(contractSettlements.periodType, key.periodType),
        eq(contractSettlements.periodStart, key.periodStart),
        eq(contractSettlements.generation, generation),
      ),
    )
    .orderBy(desc(contractSettlements.id));
}

export async function markSettlementsVoided(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await tx.update(contractSettlements).set({ status: 'voided' }).where(inArray(contractSettlements.id, [...ids]));
}
