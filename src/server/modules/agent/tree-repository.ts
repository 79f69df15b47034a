import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, memberTree } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** True when `memberId` is `ancestorId` itself or anywhere below it: one primary-key lookup. */
export async function isInSubtree(db: Db | Tx, ancestorId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ depth: memberTree.depth })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, ancestorId), eq(memberTree.descendantId, memberId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The ids of `ancestorId`'s whole subtree below it (depth 1 and deeper; `maxDepth` 1 gives the
 * direct downlines): one range of the closure table's primary key, for joins and IN lists.
 */
export function subtreeIds(db: Db | Tx, ancestorId: number, maxDepth?: number) {
  const below = and(eq(memberTree.ancestorId, ancestorId), sql`${memberTree.depth} between 1 and ${maxDepth ?? 2_147_483_647}`);
  return db.select({ id: memberTree.descendantId }).from(memberTree).where(below);
}

/** The member's uplines from the direct one to the top, as ids. */
export async function uplineChain(db: Db | Tx, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: memberTree.ancestorId, depth: memberTree.depth })
    .from(memberTree)
    .where(and(eq(memberTree.descendantId, memberId), sql`${memberTree.depth} > 0`))
    .orderBy(memberTree.depth);
  return rows.map((row) => row.id);
}

export interface TreeMember {
  id: number;
  account: string;
  type: number;
  uplineId: number | null;
}

export async function findMemberByAccount(db: Db | Tx, merchantId: number, account: string): Promise<TreeMember | undefined> {
  const [row] = await db
    .select({ id: members.id, account: members.account, type: members.type, uplineId: members.uplineId })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
  return row;
}

export async function accountOfMember(db: Db | Tx, id: number): Promise<string | null> {
  const [row] = await db.select({ account: members.account }).from(members).where(eq(members.id, id));
  return row?.account ?? null;
}

/** Sets the upline; the member_tree_maintain trigger re-hangs the subtree (or refuses a cycle). */
export async function setUpline(tx: Tx, memberId: number, uplineId: number | null): Promise<void> {
  await tx.update(members).set({ uplineId }).where(eq(members.id, memberId));
}

/** The member of that account anywhere below the agent, or undefined (elsewhere or nowhere: the same answer). */
export async function downlineByAccount(db: Db | Tx, merchantId: number, agentId: number, account: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(memberTree, and(eq(memberTree.descendantId, members.id), eq(memberTree.ancestorId, agentId), sql`${memberTree.depth} > 0`))
    .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
  return row?.id;
}
