import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

export interface LedgerDrift {
  kind: 'account_balance' | 'entry_balance' | 'transfer_entries' | 'currency_sum';
  /** Account id, entry id, transfer id or currency the problem is about. */
  subject: string;
  expected: string;
  actual: string;
}

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  transfers: number;
  entries: number;
  drift: LedgerDrift[];
}

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

const str = (value: unknown) => String(value ?? '');

/**
 * Proves the books balance: every account's balance equals the sum of its entries, every entry's
 * balance_after is its account's running total in entry order (what a statement of the account
 * shows), every transfer has exactly one debit and one credit entry of its amount, and each
 * merchant's accounts sum to zero per currency. Runs in SQL so it stays fast on large ledgers.
 */
export async function verifyLedger(db: Db, merchantId?: number): Promise<LedgerReport> {
  // One merchant's books (the console's operator), or every merchant's (the CLI, the tests).
  const only = (column: string) => (merchantId === undefined ? sql`` : sql` AND ${sql.raw(column)} = ${merchantId}`);
  const accountDrift = await rows(
    db,
    sql`SELECT a.id, a.balance, COALESCE(SUM(e.amount), 0) AS total
        FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE true ${only('a.merchant_id')}
        GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(SUM(e.amount), 0)`,
  );
  const entryDrift = await rows(
    db,
    sql`SELECT r.id, r.balance_after, r.running FROM (
          SELECT e.id, e.balance_after, SUM(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
          FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE true ${only('a.merchant_id')}) r
        WHERE r.balance_after <> r.running ORDER BY r.id`,
  );
  const transferDrift = await rows(
    db,
    sql`SELECT t.id, t.amount, COUNT(e.id) AS n,
               COALESCE(SUM(e.amount), 0) AS total,
               COALESCE(SUM(CASE WHEN e.account_id = t.debit_account_id THEN e.amount END), 0) AS debit,
               COALESCE(SUM(CASE WHEN e.account_id = t.credit_account_id THEN e.amount END), 0) AS credit
        FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
        WHERE true ${only('t.merchant_id')}
        GROUP BY t.id, t.amount
        HAVING COUNT(e.id) <> 2 OR COALESCE(SUM(e.amount), 0) <> 0
            OR COALESCE(SUM(CASE WHEN e.account_id = t.credit_account_id THEN e.amount END), 0) <> t.amount
            OR COALESCE(SUM(CASE WHEN e.account_id = t.debit_account_id THEN e.amount END), 0) <> -t.amount`,
  );
  const currencyDrift = await rows(
    db,
    sql`SELECT merchant_id, currency, SUM(balance) AS total FROM ledger_accounts
        WHERE true ${only('merchant_id')}
        GROUP BY merchant_id, currency HAVING SUM(balance) <> 0`,
  );
  const [counts] = await rows(
    db,
    sql`SELECT (SELECT COUNT(*) FROM ledger_accounts WHERE true ${only('merchant_id')}) AS accounts,
               (SELECT COUNT(*) FROM ledger_transfers WHERE true ${only('merchant_id')}) AS transfers,
               (SELECT COUNT(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE true ${only('a.merchant_id')}) AS entries`,
  );
  const drift: LedgerDrift[] = [
    ...accountDrift.map((r) => ({ kind: 'account_balance' as const, subject: str(r.id), expected: str(r.total), actual: str(r.balance) })),
    ...entryDrift.map((r) => ({ kind: 'entry_balance' as const, subject: str(r.id), expected: str(r.running), actual: str(r.balance_after) })),
    ...transferDrift.map((r) => ({
      kind: 'transfer_entries' as const,
      subject: str(r.id),
      expected: `2 entries, ${str(r.amount)}`,
      actual: `${str(r.n)} entries, debit ${str(r.debit)}, credit ${str(r.credit)}`,
    })),
    ...currencyDrift.map((r) => ({
      kind: 'currency_sum' as const,
      subject: `${str(r.merchant_id)}:${str(r.currency)}`,
      expected: '0',
      actual: str(r.total),
    })),
  ];
  return {
    ok: drift.length === 0,
    accounts: Number(counts?.accounts ?? 0),
    transfers: Number(counts?.transfers ?? 0),
    entries: Number(counts?.entries ?? 0),
    drift,
  };
}
