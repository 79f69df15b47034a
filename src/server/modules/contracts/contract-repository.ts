import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { ContractKind } from '@shared/api/contracts';
import { agentContractEvents, agentContracts, members } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

export type ContractRow = typeof agentContracts.$inferSelect;
export type ContractEventInsert = typeof agentContractEvents.$inferInsert;

/**
 * Serialises every change to one merchant's contracts of one kind: the rate invariant spans an
 * agent, its upline and its downlines, so two changes that each look fine alone must not interleave.
 */
export async function lockKind(tx: Tx, merchantId: number, kind: ContractKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contracts:${kind}`}, ${merchantId}))`);
}

export async function findContract(tx: Tx, merchantId: number, id: number): Promise<ContractRow | undefined> {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)));
  return row;
}

export async function contractByStatus(tx: Tx, agentId: number, kind: ContractKind, status: 'active' | 'offered'): Promise<ContractRow | undefined> {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.agentId, agentId), eq(agentContracts.kind, kind), eq(agentContracts.status, status)));
  return row;
}

/** Contracts of a kind in one status whose upline is one of `uplineIds`. */
export async function contractsByUplines(tx: Tx, uplineIds: readonly number[], kind: ContractKind, status: 'active' | 'offered'): Promise<ContractRow[]> {
  if (uplineIds.length === 0) return [];
  return tx
    .select()
    .from(agentContracts)
    .where(and(inArray(agentContracts.uplineId, [...uplineIds]), eq(agentContracts.kind, kind), eq(agentContracts.status, status)))
    .orderBy(asc(agentContracts.id));
}

export async function insertContract(tx: Tx, row: typeof agentContracts.$inferInsert): Promise<ContractRow> {
  const [created] = await tx.insert(agentContracts).values(row).returning();
  if (!created) throw new Error('agent contract insert returned nothing');
  return created;
}

export async function updateContract(tx: Tx, id: number, patch: Partial<typeof agentContracts.$inferInsert>): Promise<ContractRow> {
  const [updated] = await tx.update(agentContracts).set(patch).where(eq(agentContracts.id, id)).returning();
  if (!updated) throw new Error('agent contract update found no row');
  return updated;
}

export async function insertEvents(tx: Tx, rows: readonly ContractEventInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(agentContractEvents).values([...rows]);
}

export const eventOf = (contract: ContractRow, event: string, actor: string, at: Date, reason: string | null = null): ContractEventInsert => ({
  merchantId: contract.merchantId,
  contractId: contract.id,
  event,
  actor,
  reason,
  tiers: contract.tiers,
  periodType: contract.periodType,
  at,
});

export interface MemberRef {
  id: number;
  account: string;
  type: number;
  uplineId: number | null;
}

export async function findMemberByAccount(tx: Tx, merchantId: number, account: string): Promise<MemberRef | undefined> {
  const [row] = await tx
    .select({ id: members.id, account: members.account, type: members.type, uplineId: members.uplineId })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
  return row;
}

export async function findMemberById(tx: Tx, merchantId: number, id: number): Promise<MemberRef | undefined> {
  const [row] = await tx
    .select({ id: members.id, account: members.account, type: members.type, uplineId: members.uplineId })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  return row;
}

export async function accountsOf(tx: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.account]));
}

/** Open requests that lapsed by `now`: offers nobody answered, termination requests nobody answered. */
export async function lapsedRequests(tx: Tx, merchantId: number, now: Date): Promise<{ offers: ContractRow[]; terminations: ContractRow[] }> {
  const offers = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.status, 'offered'), lt(agentContracts.expiresAt, now)));
  const terminations = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.status, 'active'), lt(agentContracts.terminationExpiresAt, now)));
  return { offers, terminations };
}

/** Contracts of an agent that are in force or offered to it, and those it offered (views, requests). */
export async function contractsAround(tx: Tx, merchantId: number, agentId: number, kind?: ContractKind): Promise<ContractRow[]> {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        inArray(agentContracts.status, ['active', 'offered']),
        or(eq(agentContracts.agentId, agentId), eq(agentContracts.uplineId, agentId)),
        kind === undefined ? undefined : eq(agentContracts.kind, kind),
      ),
    )
    .orderBy(asc(agentContracts.id));
}

/** The latest events of the agent's contracts (as agent or as upline), newest first. */
export async function recentEvents(tx: Tx, merchantId: number, agentId: number, kind: ContractKind, limit: number) {
  return tx
    .select({ event: agentContractEvents, agentId: agentContracts.agentId, kind: agentContracts.kind })
    .from(agentContractEvents)
    .innerJoin(agentContracts, eq(agentContracts.id, agentContractEvents.contractId))
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.kind, kind), or(eq(agentContracts.agentId, agentId), eq(agentContracts.uplineId, agentId))))
    .orderBy(desc(agentContractEvents.id))
    .limit(limit);
}

/** Direct downlines of an agent that are agents themselves (those it may offer contracts to). */
export async function downlineAgents(tx: Tx, merchantId: number, agentId: number, agentTypes: readonly number[]): Promise<MemberRef[]> {
  return tx
    .select({ id: members.id, account: members.account, type: members.type, uplineId: members.uplineId })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.uplineId, agentId), inArray(members.type, [...agentTypes])))
    .orderBy(asc(members.account));
}

/** Active contracts of the given agents (any kind): the team page's rate column. */
export async function activeContractsOf(tx: Tx, agentIds: readonly number[]): Promise<Pick<ContractRow, 'agentId' | 'kind' | 'tiers'>[]> {
  if (agentIds.length === 0) return [];
  return tx
    .select({ agentId: agentContracts.agentId, kind: agentContracts.kind, tiers: agentContracts.tiers })
    .from(agentContracts)
    .where(and(inArray(agentContracts.agentId, [...agentIds]), eq(agentContracts.status, 'active')));
}

/**
 * Moves an offer's or a contract's times back (the dev routes only: end-to-end tests need a contract
 * that was in force over a day that has closed). Its events keep their times.
 */
export async function backdateContract(tx: Tx, merchantId: number, id: number, ms: number): Promise<ContractRow | undefined> {
  const shift = sql`${`${Math.round(ms / 1000)} seconds`}::interval`;
  const [row] = await tx
    .update(agentContracts)
    .set({ offeredAt: sql`${agentContracts.offeredAt} - ${shift}`, acceptedAt: sql`${agentContracts.acceptedAt} - ${shift}` })
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)))
    .returning();
  return row;
}
