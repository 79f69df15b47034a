import type { Banner } from '@shared/api/system';
import type { BannerGroup, Language } from '@shared/constants';
import type { Db } from '../../db/client';
import type { Merchant } from '../merchant/directory';
import { localize, pickLanguage } from '../system/projection';
import { listBanners } from './repository';

/** A banner group's slides in display order, titles in the visitor's language. */
export async function getBanners(db: Db, merchant: Merchant, groupName: BannerGroup, requested?: Language): Promise<{ list: Banner[] }> {
  const language = pickLanguage(merchant, requested);
  const rows = await listBanners(db, merchant.id, groupName);
  return {
    list: rows.map((row) => ({
      id: row.id,
      groupName: row.groupName,
      title: localize(row.title, language),
      url: row.url,
      linkageType: row.linkageType,
      linkage: row.linkage,
    })),
  };
}
