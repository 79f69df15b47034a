import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countryCodes, geoIpRanges, helpArticles, vendors } from '../../db/schema/index';

/** The only SQL of the system module. Every merchant-owned query filters by merchant_id. */

export async function listGeoRanges(db: Db) {
  return db.select({ cidr: geoIpRanges.cidr, country: geoIpRanges.country }).from(geoIpRanges);
}

export async function listCountryCodes(db: Db) {
  return db
    .select({
      countryCode: countryCodes.countryCode,
      countryDialingCode: countryCodes.countryDialingCode,
      name: countryCodes.name,
    })
    .from(countryCodes)
    .orderBy(asc(countryCodes.sort), asc(countryCodes.countryCode));
}

export async function listHelpArticles(db: Db, merchantId: number) {
  return db
    .select({
      id: helpArticles.id,
      category: helpArticles.category,
      categoryTitle: helpArticles.categoryTitle,
      slug: helpArticles.slug,
      title: helpArticles.title,
      content: helpArticles.content,
    })
    .from(helpArticles)
    .where(eq(helpArticles.merchantId, merchantId))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}

export async function listFooterVendors(db: Db, merchantId: number) {
  return db
    .selectDistinctOn([vendors.code], { code: vendors.code, name: vendors.displayName, sort: vendors.sort })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.inFooter, true)))
    .orderBy(asc(vendors.code));
}
