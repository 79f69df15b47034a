import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { AGENT_TYPES } from '@shared/constants';
import type { Db } from '../../db/client';
import { agentContracts, members, memberTree } from '../../db/schema/index';
import type { ContractRow } from '../contracts/contract-repository';

/**
 * The console's reads over the member tree that the agent desktop has no query for: the top of the
 * tree, a search across it, and the size of several members' teams at once (the closure table). An
 * agent's figures, children, chains and settlements come from the agent and contracts modules.
 */

export interface MemberRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  status: string;
  uplineId: number | null;
  createdAt: Date;
}

const memberColumns = {
  id: members.id,
  account: members.account,
  nickname: members.nickname,
  type: members.type,
  status: members.status,
  uplineId: members.uplineId,
  createdAt: members.createdAt,
};

export async function memberByAccount(db: Db, merchantId: number, account: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
  return row;
}

/** Agents nobody is above, by account; one more than `limit` tells the caller there are more. */
export async function topLevelAgents(db: Db, merchantId: number, limit: number): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), isNull(members.uplineId), inArray(members.type, [...AGENT_TYPES])))
    .orderBy(asc(members.account))
    .limit(limit + 1);
}

/**
 * Members whose account contains the text (case-insensitive; `position`, so % and _ are plain characters):
 * agents first, then the closest matches (shortest accounts), then by account.
 */
export async function membersMatching(db: Db, merchantId: number, text: string, limit: number): Promise<MemberRow[]> {
  const agent = sql`case when ${inArray(members.type, [...AGENT_TYPES])} then 0 else 1 end`;
  return db
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`position(lower(${text}) in lower(${members.account})) > 0`))
    .orderBy(agent, sql`length(${members.account})`, asc(members.account))
    .limit(limit + 1);
}

/** Direct downlines and everyone below, per member: one range of the closure table's key each. */
export async function treeCounts(db: Db, ids: readonly number[]): Promise<Map<number, { direct: number; teamSize: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: memberTree.ancestorId,
      direct: sql<string>`count(*) filter (where ${memberTree.depth} = 1)`,
      teamSize: sql<string>`count(*)`,
    })
    .from(memberTree)
    .where(and(inArray(memberTree.ancestorId, [...new Set(ids)]), sql`${memberTree.depth} > 0`))
    .groupBy(memberTree.ancestorId);
  return new Map(rows.map((row) => [row.id, { direct: Number(row.direct), teamSize: Number(row.teamSize) }]));
}

/**
 * The agent's contracts of every status, as the agent or as the upline: those in force and offers
 * first, then the latest ended ones (the agent desktop's reads cover only those still open).
 */
export async function contractsOf(db: Db, merchantId: number, agentId: number, limit: number): Promise<ContractRow[]> {
  const open = sql`case when ${inArray(agentContracts.status, ['active', 'offered'])} then 0 else 1 end`;
  return db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), or(eq(agentContracts.agentId, agentId), eq(agentContracts.uplineId, agentId))))
    .orderBy(open, desc(agentContracts.id))
    .limit(limit);
}
