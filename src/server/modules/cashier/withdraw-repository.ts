import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, memberProfiles, members, payees, withdrawals } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The only SQL of payees, payment passwords, withdrawals and the turnover rule. */

export type PayeeRow = typeof payees.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function listPayees(db: Tx, merchantId: number, memberId: number): Promise<PayeeRow[]> {
  return db
    .select()
    .from(payees)
    .where(and(eq(payees.merchantId, merchantId), eq(payees.memberId, memberId), isNull(payees.deletedAt)))
    .orderBy(payees.id);
}

export async function insertPayee(db: Tx, row: typeof payees.$inferInsert): Promise<PayeeRow> {
  const [inserted] = await db.insert(payees).values(row).returning();
  if (!inserted) throw new Error('payee insert returned nothing');
  return inserted;
}

/** A live payee of this member only: another member's id reads as absent. */
export async function findPayee(db: Tx, merchantId: number, memberId: number, id: number): Promise<PayeeRow | undefined> {
  const [row] = await db
    .select()
    .from(payees)
    .where(and(eq(payees.merchantId, merchantId), eq(payees.memberId, memberId), eq(payees.id, id), isNull(payees.deletedAt)));
  return row;
}

export async function markPayeeDeleted(db: Tx, merchantId: number, memberId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(payees)
    .set({ deletedAt: now })
    .where(and(eq(payees.merchantId, merchantId), eq(payees.memberId, memberId), eq(payees.id, id), isNull(payees.deletedAt)))
    .returning({ id: payees.id });
  return rows.length > 0;
}

/** Read fresh, never from the session cache, so a change takes effect at once. */
export async function paymentPasswordHashOf(db: Tx, memberId: number): Promise<string | null> {
  const [row] = await db.select({ hash: memberProfiles.paymentPasswordHash }).from(memberProfiles).where(eq(memberProfiles.memberId, memberId));
  return row?.hash ?? null;
}

/** Members created before profiles existed (seeded ones) get a profile row here. */
export async function setPaymentPasswordHash(db: Tx, memberId: number, hash: string, ip: string): Promise<void> {
  await db
    .insert(memberProfiles)
    .values({ memberId, registerIp: ip, paymentPasswordHash: hash })
    .onConflictDoUpdate({ target: memberProfiles.memberId, set: { paymentPasswordHash: hash } });
}

export async function insertWithdrawal(db: Tx, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [inserted] = await db.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error('withdrawal insert returned nothing');
  return inserted;
}

export async function findWithdrawalByClientKey(db: Tx, merchantId: number, memberId: number, clientKey: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), eq(withdrawals.clientKey, clientKey)));
  return row;
}

export async function updateWithdrawal(db: Tx, merchantId: number, id: number, patch: Partial<typeof withdrawals.$inferInsert>): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set(patch)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)))
    .returning();
  if (!row) throw new Error('withdrawal vanished');
  return row;
}

export async function lockWithdrawal(db: Tx, merchantId: number, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)))
    .for('update');
  return row;
}

export async function listWithdrawals(db: Tx, merchantId: number, memberId: number, limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId)))
    .orderBy(desc(withdrawals.id))
    .limit(limit);
}

/** The latest deposit into the member's main wallet: its transfer id and amount. */
export async function lastDeposit(db: Tx, merchantId: number, memberId: number): Promise<{ id: number; amount: number } | undefined> {
  const [row] = await db
    .select({ id: ledgerTransfers.id, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
    .where(
      and(
        eq(ledgerTransfers.merchantId, merchantId),
        eq(ledgerTransfers.type, 'deposit'),
        eq(ledgerAccounts.kind, 'player_main'),
        eq(ledgerAccounts.ownerId, memberId),
      ),
    )
    .orderBy(desc(ledgerTransfers.id))
    .limit(1);
  return row;
}

/** Sum of bets debited from the member's main wallet after transfer `afterId`. */
export async function betsSince(db: Tx, merchantId: number, memberId: number, afterId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransfers.merchantId, merchantId),
        eq(ledgerTransfers.type, 'bet'),
        // A refunded bet (reversed) is no turnover.
        sql`not exists (select 1 from ledger_transfers r where r.reverses_id = ${ledgerTransfers.id})`,
        gt(ledgerTransfers.id, afterId),
        eq(ledgerAccounts.kind, 'player_main'),
        eq(ledgerAccounts.ownerId, memberId),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function findMemberIdByAccount(db: Tx, merchantId: number, account: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
  return row?.id;
}
