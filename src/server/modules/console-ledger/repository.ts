import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/** The only SQL of the console's books: entries of a day and balances at its end, by account kind. */
export async function booksOf(db: Db, merchantId: number, from: Date, to: Date) {
  const result = await db.execute(sql`
    SELECT a.kind, a.currency,
           COALESCE(SUM(e.amount) FILTER (WHERE e.created_at >= ${from} AND e.created_at < ${to} AND e.amount > 0), 0) AS credits,
           COALESCE(-SUM(e.amount) FILTER (WHERE e.created_at >= ${from} AND e.created_at < ${to} AND e.amount < 0), 0) AS debits,
           COUNT(e.id) FILTER (WHERE e.created_at >= ${from} AND e.created_at < ${to}) AS entries,
           COALESCE(SUM(e.amount) FILTER (WHERE e.created_at < ${to}), 0) AS closing
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    WHERE a.merchant_id = ${merchantId}
    GROUP BY a.kind, a.currency
    ORDER BY a.currency, a.kind`);
  return rowsOf<{ kind: string; currency: string; credits: string | number; debits: string | number; entries: string | number; closing: string | number }>(result);
}
