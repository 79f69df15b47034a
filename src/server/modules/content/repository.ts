import { and, asc, eq } from 'drizzle-orm';
import type { BannerGroup } from '@shared/constants';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema/index';

/** The only SQL of the content module. */
export async function listBanners(db: Db, merchantId: number, groupName: BannerGroup) {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.groupName, groupName)))
    .orderBy(asc(banners.sort), asc(banners.id));
}
