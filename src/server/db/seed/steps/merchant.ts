import { eq } from 'drizzle-orm';
import { countryCodes, geoIpRanges, merchantDomains, merchants } from '../../schema';
import { COUNTRIES } from '../data/countries';
import { BRAND_NAME, MERCHANT_CODE, buildMerchantConfig } from '../data/merchant-config';
import { GEO_IP_RANGES, MERCHANT_HOSTS } from '../data/network';
import type { SeedTx } from '../db-types';

/**
 * The demo merchant's id, creating it on first run. An existing merchant keeps its configuration:
 * operators (and tests) may have changed it since.
 */
export async function ensureMerchant(tx: SeedTx): Promise<number> {
  const find = async () => (await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, MERCHANT_CODE)))[0];
  const existing = await find();
  if (existing) return existing.id;
  await tx.insert(merchants).values({ code: MERCHANT_CODE, name: BRAND_NAME, config: buildMerchantConfig() }).onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error(`seed could not create merchant ${MERCHANT_CODE}`);
  return created.id;
}

/** Host names of the merchant plus the shared lookup tables (countries, address ranges). */
export async function seedReferenceData(tx: SeedTx, merchantId: number): Promise<void> {
  await tx
    .insert(merchantDomains)
    .values(MERCHANT_HOSTS.map((host) => ({ merchantId, host })))
    .onConflictDoNothing();
  await tx.insert(geoIpRanges).values(GEO_IP_RANGES).onConflictDoNothing();
  await tx.insert(countryCodes).values(COUNTRIES).onConflictDoNothing();
}
