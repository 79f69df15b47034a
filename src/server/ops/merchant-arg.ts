import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { merchants } from '../db/schema/index';
import { loadConfig } from '../config';

/** The merchant a command acts for: --merchant CODE, else DEFAULT_MERCHANT_CODE, else the first one. */
export async function merchantIdOf(db: Db, code: string | undefined): Promise<number> {
  const wanted = code ?? loadConfig().defaultMerchantCode;
  const query = db.select({ id: merchants.id }).from(merchants);
  const [row] = wanted ? await query.where(eq(merchants.code, wanted)) : await query.orderBy(asc(merchants.id)).limit(1);
  if (!row) throw new Error(`unknown merchant: ${wanted ?? '(none seeded)'}`);
  return row.id;
}
