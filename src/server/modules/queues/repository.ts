import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrders, knownAddresses, memberProfiles, members, moneyApprovals, payees, sessions, withdrawals } from '../../db/schema/index';

/** The only SQL of the console's queues and player context. */

const memberColumns = { id: members.id, account: members.account, nickname: members.nickname };

export async function pendingDeposits(db: Db, merchantId: number, limit: number) {
  return db
    .select({ id: depositOrders.id, member: memberColumns, methodCode: depositOrders.methodCode, amount: depositOrders.amount, currency: depositOrders.currency, reference: depositOrders.reference, createdAt: depositOrders.createdAt })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.status, 'PENDING'), eq(depositOrders.kind, 'MANUAL_BANK')))
    .orderBy(depositOrders.id)
    .limit(limit);
}

export async function pendingWithdrawals(db: Db, merchantId: number, limit: number) {
  return db
    .select({
      id: withdrawals.id,
      member: memberColumns,
      amount: withdrawals.amount,
      currency: withdrawals.currency,
      bankName: payees.bankName,
      accountNumber: payees.accountNumber,
      holderName: payees.holderName,
      createdAt: withdrawals.createdAt,
      approval: moneyApprovals,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .innerJoin(payees, eq(payees.id, withdrawals.payeeId))
    .leftJoin(
      moneyApprovals,
      and(eq(moneyApprovals.merchantId, withdrawals.merchantId), eq(moneyApprovals.kind, 'withdrawal.pay'), eq(moneyApprovals.targetId, sql`${withdrawals.id}::text`), eq(moneyApprovals.status, 'PENDING')),
    )
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.status, 'PENDING')))
    .orderBy(withdrawals.id)
    .limit(limit);
}

export async function memberByAccount(db: Db, merchantId: number, account: string) {
  const [row] = await db
    .select({ ...memberColumns, status: members.status, createdAt: members.createdAt, registerIp: memberProfiles.registerIp })
    .from(members)
    .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
  return row;
}

/** Other members of the merchant known at one of this member's addresses. */
export async function sameAddress(db: Db, merchantId: number, memberId: number, limit: number) {
  const mine = db.select({ ip: knownAddresses.ip }).from(knownAddresses).where(eq(knownAddresses.memberId, memberId));
  return db
    .selectDistinct({ account: members.account, ip: knownAddresses.ip })
    .from(knownAddresses)
    .innerJoin(members, eq(members.id, knownAddresses.memberId))
    .where(and(eq(members.merchantId, merchantId), ne(members.id, memberId), inArray(knownAddresses.ip, mine)))
    .orderBy(members.account)
    .limit(limit);
}

/** Other members whose sessions carried one of this member's exact User-Agent strings. */
export async function sameUserAgent(db: Db, merchantId: number, memberId: number, limit: number) {
  const mine = db.selectDistinct({ ua: sessions.userAgent }).from(sessions).where(and(eq(sessions.memberId, memberId), ne(sessions.userAgent, '')));
  return db
    .selectDistinct({ account: members.account, userAgent: sessions.userAgent })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.merchantId, merchantId), ne(sessions.memberId, memberId), inArray(sessions.userAgent, mine)))
    .orderBy(members.account)
    .limit(limit);
}
