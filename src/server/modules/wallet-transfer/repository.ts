import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, vendors } from '../../db/schema/index';

/** The only SQL of member-to-member transfers: uplines, downline trees, wallet mode. */

export interface MemberLink {
  id: number;
  uplineId: number | null;
  type: number;
}

export async function memberLinkById(db: Db, merchantId: number, id: number): Promise<MemberLink | undefined> {
  const [row] = await db
    .select({ id: members.id, uplineId: members.uplineId, type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  return row;
}

export async function memberLinkByAccount(db: Db, merchantId: number, account: string): Promise<MemberLink | undefined> {
  const [row] = await db
    .select({ id: members.id, uplineId: members.uplineId, type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
  return row;
}

export async function countTransferVendors(db: Db, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.walletMode, 'transfer')));
  return row?.n ?? 0;
}
