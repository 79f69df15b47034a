import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deepMerge, isPlainObject } from '../../lib/deep-merge';
import { fieldErrorsFromIssues } from '../../lib/field-errors';
import type { Merchant, MerchantDirectory } from '../merchant/directory';
import { listMerchants, updateMerchantConfig } from '../merchant/repository';
import { merchantConfigSchema, type MerchantConfig } from '../system/merchant-config';

/**
 * Applies a partial configuration (deep merged, arrays replaced), validates the whole result and
 * stores it, then drops the cached merchants so the very next request sees the change.
 */
export async function patchMerchantConfig(
  db: Db,
  directory: MerchantDirectory,
  merchant: Merchant,
  patch: unknown,
): Promise<MerchantConfig> {
  if (!isPlainObject(patch)) throw new AppError('validation_failed', 'Body must be an object');
  const merged = deepMerge(merchant.config, patch);
  const parsed = merchantConfigSchema.safeParse(merged);
  if (!parsed.success) {
    throw new AppError('validation_failed', 'Invalid configuration', fieldErrorsFromIssues(parsed.error.issues));
  }
  await updateMerchantConfig(db, merchant.id, parsed.data);
  directory.invalidate();
  return parsed.data;
}

export async function getHealth(db: Db, driver: 'pglite' | 'postgres') {
  const merchants = await listMerchants(db);
  return { database: driver, merchants: merchants.length };
}
