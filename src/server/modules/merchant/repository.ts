import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantDomains, merchants } from '../../db/schema/index';
import type { MerchantConfig } from '../system/merchant-config';

export interface MerchantRow {
  id: number;
  code: string;
  name: string;
  config: MerchantConfig;
  version: number;
}

export interface MerchantDomainRow {
  merchantId: number;
  host: string;
}

export async function listMerchants(db: Db): Promise<MerchantRow[]> {
  return db
    .select({
      id: merchants.id,
      code: merchants.code,
      name: merchants.name,
      config: merchants.config,
      version: merchants.version,
    })
    .from(merchants)
    .orderBy(asc(merchants.id));
}

export async function listMerchantDomains(db: Db): Promise<MerchantDomainRow[]> {
  return db.select({ merchantId: merchantDomains.merchantId, host: merchantDomains.host }).from(merchantDomains);
}

export async function updateMerchantConfig(db: Db, merchantId: number, config: MerchantConfig): Promise<void> {
  await db
    .update(merchants)
    .set({ config, version: sql`${merchants.version} + 1`, updatedAt: new Date() })
    .where(eq(merchants.id, merchantId));
}

export async function insertMerchant(
  db: Db,
  merchant: { code: string; name: string; config: MerchantConfig; hosts?: string[] },
): Promise<number> {
  const [row] = await db
    .insert(merchants)
    .values({ code: merchant.code, name: merchant.name, config: merchant.config })
    .returning({ id: merchants.id });
  if (!row) throw new Error('merchant insert returned no row');
  const hosts = merchant.hosts ?? [];
  if (hosts.length > 0) {
    await db.insert(merchantDomains).values(hosts.map((host) => ({ merchantId: row.id, host })));
  }
  return row.id;
}
