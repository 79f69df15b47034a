import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, members, vendors } from '../../db/schema/index';

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

/**
 * The id of member `account` when it sits below `agentId` in the upline chain (at most `maxDepth`
 * levels up), otherwise undefined: one recursive query walks the chain.
 */
export async function countTransferVendors(db: Db, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.walletMode, 'transfer')));
  return row?.n ?? 0;
}

export interface TransferVendor {
  code: string;
  name: string;
  maintenance: boolean;
}

/** Transfer-mode vendors, one row per code (a vendor listed under several game types counts once). */
export async function transferVendors(db: Db, merchantId: number): Promise<TransferVendor[]> {
  return db
    .selectDistinctOn([vendors.code], { code: vendors.code, name: vendors.displayName, maintenance: vendors.maintenance })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.walletMode, 'transfer')))
    .orderBy(vendors.code);
}

/** The member's vendor-wallet balances by vendor code (accounts not opened yet are absent). */
export async function vendorBalances(db: Db, merchantId: number, memberId: number, currency: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.kind, 'player_vendor'),
        eq(ledgerAccounts.ownerId, memberId),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return new Map(rows.map((row) => [row.code, row.balance]));
}
