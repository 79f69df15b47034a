import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database, type Db } from '../../../src/server/db/client';
import { ledgerTransfers, members, merchants } from '../../../src/server/db/schema/index';
import { MERCHANT_CODE } from '../../../src/server/db/seed/data/merchant-config';
import { seedDatabase } from '../../../src/server/db/seed/index';
import { adjustBalance } from '../../../src/server/modules/cashier/adjust-service';
import { balanceOf, transfer } from '../../../src/server/modules/ledger/service';
import type { AccountRef } from '../../../src/server/modules/ledger/types';
import { verifyLedger, type LedgerReport } from '../../../src/server/modules/ledger/verifier';
import { cliActor } from '../../../src/server/modules/operator/audit';
import { adminQuery, createMigratedDatabase, pgliteTemplate } from '../../../src/server/test/database';
import type { DataTarget } from './server-child';

export type FaultDriver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (the rule of testDrivers()). */
export function faultDrivers(): FaultDriver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface FaultStore {
  target: DataTarget;
  /** Opens the data in this process; on PGlite only while no server child runs (one process at a time). */
  open(): Promise<Database>;
  /** Removes the temporary directory or drops the database. */
  destroy(): Promise<void>;
}

/** A fresh temporary PGlite directory, or a fresh PostgreSQL database that no other suite uses. */
export async function createStore(driver: FaultDriver): Promise<FaultStore> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-crash-'));
    const dataDir = join(dir, 'data');
    // Unpacked from the migrated template (global set-up), as PostgreSQL clones its template:
    // seconds less than initdb and every migration in a fresh directory.
    const unpacked = new PGlite(dataDir, { loadDataDir: await pgliteTemplate() });
    await unpacked.waitReady;
    await unpacked.close();
    return {
      target: { dataDir },
      open: () => openDatabase({ dataDir }),
      destroy: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fault_${randomBytes(6).toString('hex')}`;
  const databaseUrl = await createMigratedDatabase(adminUrl, name);
  return {
    target: { databaseUrl },
    open: () => openDatabase({ url: databaseUrl }),
    destroy: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export async function withDatabase<T>(store: FaultStore, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await store.open();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export interface Seeded {
  merchantId: number;
  currency: string;
  /** Member id by account name. */
  ids: Record<string, number>;
}

/** Migrates and seeds (cheap password hashes, so the child's seed has nothing to hash) and names the members. */
export async function seedStore(db: Db, accounts: string[]): Promise<Seeded> {
  await seedDatabase(db, { passwordCost: 'test' });
  const [merchant] = await db.select({ id: merchants.id, config: merchants.config }).from(merchants).where(eq(merchants.code, MERCHANT_CODE));
  if (!merchant) throw new Error('seed made no merchant');
  const rows = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), inArray(members.account, accounts)));
  const ids = Object.fromEntries(rows.map((r) => [r.account, r.id]));
  for (const account of accounts) if (ids[account] === undefined) throw new Error(`seed made no ${account}`);
  return { merchantId: merchant.id, currency: merchant.config.currency.code, ids };
}

/** Funds a main wallet the way an operator does (audited adjustment), then moves part of it to a vendor wallet. */
export async function fundMember(db: Db, seeded: Seeded, account: string, main: number, vendor: { code: string; amount: number }): Promise<void> {
  const memberId = seeded.ids[account] ?? 0;
  await adjustBalance(db, cliActor(seeded.merchantId), { account, amount: main + vendor.amount, reason: 'crash test funding', currency: seeded.currency });
  await transfer(db, {
    merchantId: seeded.merchantId,
    idempotencyKey: `crash-setup:${memberId}:${vendor.code}`,
    type: 'transfer_vendor_in',
    reference: vendor.code,
    actor: `member:${memberId}`,
    from: { kind: 'player_main', memberId },
    to: { kind: 'player_vendor', memberId, code: vendor.code },
    amount: vendor.amount,
    currency: seeded.currency,
  });
}

export async function balance(db: Db, seeded: Seeded, ref: AccountRef): Promise<number> {
  return balanceOf(db, seeded.merchantId, seeded.currency, ref);
}

/**
 * What the server's own demo data moved on a member's main wallet (the demo contracts' settlements,
 * promotions): every entry of a transfer that is neither the load's (client keys) nor the test's set-up.
 */
export async function demoDataMoney(db: Db, seeded: Seeded, memberId: number): Promise<number> {
  const rows = rowsOf<{ total: string | number | null }>(
    await db.execute(sql`select coalesce(sum(e.amount), 0) as total from ledger_entries e
      join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
      where a.merchant_id = ${seeded.merchantId} and a.owner_id = ${memberId} and a.kind = 'player_main'
        and t.idempotency_key not like 'client:%' and t.idempotency_key not like 'crash-setup:%' and t.actor not like 'cli:%'`),
  );
  return Number(rows[0]?.total ?? 0);
}

export interface LedgerState {
  report: LedgerReport;
  /** Transfers whose entries are not exactly two summing to zero (should be none). */
  halfDone: { id: number; entries: number; sum: string }[];
  /** Client-keyed transfers by stored idempotency key. */
  clientTransfers: Map<string, { id: number; amount: number; type: string }>;
}

/** What the books say: the verifier's report, an independent half-done check and the client transfers. */
export async function ledgerState(db: Db, merchantId: number): Promise<LedgerState> {
  const report = await verifyLedger(db);
  const result = await db.execute(
    sql`SELECT t.id, COUNT(e.id) AS entries, COALESCE(SUM(e.amount), 0) AS sum
        FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
        GROUP BY t.id HAVING COUNT(e.id) <> 2 OR COALESCE(SUM(e.amount), 0) <> 0`,
  );
  const halfDone = (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: Number(r.id),
    entries: Number(r.entries),
    sum: String(r.sum),
  }));
  const rows = await db
    .select({ id: ledgerTransfers.id, key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount, type: ledgerTransfers.type })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, merchantId), like(ledgerTransfers.idempotencyKey, 'client:%')));
  return { report, halfDone, clientTransfers: new Map(rows.map((r) => [r.key, { id: r.id, amount: r.amount, type: r.type }])) };
}
