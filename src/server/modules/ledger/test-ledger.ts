import type { Database, Db } from '../../db/client';
import { seedDatabase } from '../../db/seed/index';
import { members, merchants } from '../../db/schema/index';
import { openTestDatabase, type TestDriver } from '../../test/database';

export interface LedgerFixture {
  database: Database;
  db: Db;
  merchantId: number;
  /** Seeded member ids (demo player, agent, downlines). */
  memberIds: number[];
}

/** A fresh seeded database for ledger tests. */
export async function ledgerFixture(driver: TestDriver): Promise<LedgerFixture> {
  const database = await openTestDatabase(driver);
  await seedDatabase(database.db, { passwordCost: 'test' });
  const [merchant] = await database.db.select({ id: merchants.id }).from(merchants);
  if (!merchant) throw new Error('seed made no merchant');
  const memberRows = await database.db.select({ id: members.id }).from(members);
  return { database, db: database.db, merchantId: merchant.id, memberIds: memberRows.map((m) => m.id) };
}
