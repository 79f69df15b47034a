import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, members } from '../../db/schema/index';
import { MEMBER_ACCOUNT_KINDS } from '../ledger/types';

/** The only SQL of statements, profit and bonuses: reads of the ledger (and a member lookup), never writes. */

export interface EntryFilter {
  merchantId: number;
  /** One member's entries, or (`team`) the entries of everyone below an agent (member_tree). */
  memberId: number | { team: number };
  /** Only these transfer types (the team's money movements); `type` narrows further. */
  types?: readonly string[] | undefined;
  from: Date;
  to: Date;
  type?: string | undefined;
  status?: 'COMPLETED' | 'REVERSED' | undefined;
}

const reversal = alias(ledgerTransfers, 'reversal');

function entryWhere(f: EntryFilter) {
  const conditions = [
    eq(ledgerTransfers.merchantId, f.merchantId),
    eq(ledgerAccounts.merchantId, f.merchantId),
    typeof f.memberId === 'number'
      ? eq(ledgerAccounts.ownerId, f.memberId)
      : sql`${ledgerAccounts.ownerId} in (select descendant_id from member_tree where ancestor_id = ${f.memberId.team} and depth > 0)`,
    inArray(ledgerAccounts.kind, [...MEMBER_ACCOUNT_KINDS]),
    gte(ledgerEntries.createdAt, f.from),
    lt(ledgerEntries.createdAt, f.to),
  ];
  if (f.types) conditions.push(inArray(ledgerTransfers.type, [...f.types]));
  if (f.type) conditions.push(eq(ledgerTransfers.type, f.type));
  if (f.status === 'REVERSED') conditions.push(sql`${reversal.id} is not null`);
  if (f.status === 'COMPLETED') conditions.push(sql`${reversal.id} is null`);
  return and(...conditions);
}

/** The member's entries with their transfers, newest first, and the total count. */
export async function listEntries(db: Db, f: EntryFilter, page: number, size: number) {
  const base = () =>
    db
      .select({
        id: ledgerEntries.id,
        transferId: ledgerTransfers.id,
        createdAt: ledgerEntries.createdAt,
        type: ledgerTransfers.type,
        account: ledgerAccounts.kind,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        currency: ledgerAccounts.currency,
        reference: ledgerTransfers.reference,
        reversedBy: reversal.id,
        member: members.account,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .leftJoin(reversal, eq(reversal.reversesId, ledgerTransfers.id))
      .leftJoin(members, eq(members.id, ledgerAccounts.ownerId));
  const rows = await base().where(entryWhere(f)).orderBy(desc(ledgerEntries.id)).limit(size).offset((page - 1) * size);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(reversal, eq(reversal.reversesId, ledgerTransfers.id))
    .where(entryWhere(f));
  return { rows, total: count?.total ?? 0 };
}

/** A refunded bet (reversed transfer) is no bet: it counts neither as stake nor as turnover. */
export const notReversed = () => sql`not exists (select 1 from ledger_transfers r where r.reverses_id = ${ledgerTransfers.id})`;

/** Signed sums of the member's main-wallet entries per UTC day and transfer type. */
export async function dailyTotals(db: Db, merchantId: number, memberId: number, types: string[], from: Date | null, to: Date) {
  const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const conditions = [
    eq(ledgerTransfers.merchantId, merchantId),
    eq(ledgerAccounts.merchantId, merchantId),
    eq(ledgerAccounts.ownerId, memberId),
    eq(ledgerAccounts.kind, 'player_main'),
    inArray(ledgerTransfers.type, types),
    notReversed(),
    lt(ledgerEntries.createdAt, to),
  ];
  if (from) conditions.push(gte(ledgerEntries.createdAt, from));
  const rows = await db
    .select({ day, type: ledgerTransfers.type, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(...conditions))
    .groupBy(day, ledgerTransfers.type);
  return rows.map((r) => ({ day: r.day, type: r.type, total: Number(r.total) }));
}

const source = alias(ledgerAccounts, 'source');
const target = alias(ledgerAccounts, 'target');

/** Transfers from the merchant's promotions account to one of the member's accounts. */
function bonusWhere(merchantId: number, memberId: number) {
  return and(
    eq(ledgerTransfers.merchantId, merchantId),
    eq(source.merchantId, merchantId),
    eq(source.kind, 'promotions'),
    eq(target.merchantId, merchantId),
    eq(target.ownerId, memberId),
    inArray(target.kind, [...MEMBER_ACCOUNT_KINDS]),
  );
}

/** The member's bonuses (credits from promotions), newest first, and the total count. */
export async function listBonuses(db: Db, merchantId: number, memberId: number, page: number, size: number) {
  const rows = await db
    .select({
      transferId: ledgerTransfers.id,
      createdAt: ledgerTransfers.createdAt,
      type: ledgerTransfers.type,
      amount: ledgerTransfers.amount,
      currency: ledgerTransfers.currency,
      reason: ledgerTransfers.reference,
      reversedBy: reversal.id,
    })
    .from(ledgerTransfers)
    .innerJoin(source, eq(source.id, ledgerTransfers.debitAccountId))
    .innerJoin(target, eq(target.id, ledgerTransfers.creditAccountId))
    .leftJoin(reversal, eq(reversal.reversesId, ledgerTransfers.id))
    .where(bonusWhere(merchantId, memberId))
    .orderBy(desc(ledgerTransfers.id))
    .limit(size)
    .offset((page - 1) * size);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerTransfers)
    .innerJoin(source, eq(source.id, ledgerTransfers.debitAccountId))
    .innerJoin(target, eq(target.id, ledgerTransfers.creditAccountId))
    .where(bonusWhere(merchantId, memberId));
  return { rows, total: count?.total ?? 0 };
}

/** A member's id by account name within the merchant (bonus grants name the member). */
export async function memberIdByAccount(db: Db, merchantId: number, account: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
  return row?.id;
}
