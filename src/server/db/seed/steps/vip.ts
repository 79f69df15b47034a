import { eq, sql } from 'drizzle-orm';
import { merchants } from '../../schema';
import { DEMO_VIP } from '../data/merchant-config';
import type { SeedTx } from '../db-types';

/** Gives the demo merchant its VIP ladder unless it has one (an operator's ladder is kept). */
export async function seedVipLadder(tx: SeedTx, merchantId: number): Promise<void> {
  await tx
    .update(merchants)
    .set({ config: sql`${merchants.config} || jsonb_build_object('vip', ${JSON.stringify(DEMO_VIP)}::jsonb)`, version: sql`${merchants.version} + 1` })
    .where(sql`${eq(merchants.id, merchantId)} and not (${merchants.config} ? 'vip')`);
}
