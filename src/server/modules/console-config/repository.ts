import { and, eq, sql } from 'drizzle-orm';
import { merchants } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';
import type { MerchantConfig } from '../system/merchant-config';

/** The only SQL of the console's configuration: read with its version, write only over that version. */
export async function configOf(db: Tx, merchantId: number) {
  const [row] = await db.select({ config: merchants.config, version: merchants.version }).from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

export async function saveConfigAt(db: Tx, merchantId: number, version: number, config: MerchantConfig): Promise<number | undefined> {
  const [row] = await db
    .update(merchants)
    .set({ config, version: sql`${merchants.version} + 1`, updatedAt: new Date() })
    .where(and(eq(merchants.id, merchantId), eq(merchants.version, version)))
    .returning({ version: merchants.version });
  return row?.version;
}
