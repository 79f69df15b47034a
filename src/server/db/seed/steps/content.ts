import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { agentAnnouncements, banners, helpArticles, images, notices, popupAnnouncements } from '../../schema';
import { bannerSvg } from '../art/banner';
import { brandLogoSvg, licenceSvg } from '../art/brand';
import { AGENT_ANNOUNCEMENTS } from '../data/agent-announcements';
import { BANNERS } from '../data/banners';
import { HELP_ARTICLES } from '../data/help-articles';
import { HELP_CATEGORIES } from '../data/help-types';
import { BRAND_NAME, LICENCES } from '../data/merchant-config';
import { NOTICES } from '../data/notices';
import { POPUPS } from '../data/popups';
import type { SeedTx } from '../db-types';

const SVG = 'image/svg+xml';

async function seedImages(tx: SeedTx, merchantId: number): Promise<void> {
  const rows = [
    { key: 'logo.svg', body: brandLogoSvg(BRAND_NAME) },
    ...LICENCES.map((licence) => ({ key: licence.key, body: licenceSvg(licence.name, licence.colour) })),
    ...BANNERS.map((banner) => ({ key: banner.key, body: bannerSvg(banner) })),
  ];
  await tx
    .insert(images)
    .values(rows.map((row) => ({ merchantId, contentType: SVG, ...row })))
    .onConflictDoNothing();
}

/** Tables without a natural key are seeded only while the merchant has none of their rows. */
async function isEmpty(tx: SeedTx, table: PgTable, merchantColumn: AnyPgColumn, merchantId: number): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(merchantColumn, merchantId));
  return (row?.n ?? 0) === 0;
}

async function seedAnnouncements(tx: SeedTx, merchantId: number): Promise<void> {
  if (await isEmpty(tx, banners, banners.merchantId, merchantId)) {
    await tx.insert(banners).values(
      BANNERS.map((banner, i) => ({
        merchantId,
        groupName: banner.groupName,
        title: banner.title,
        url: `/img/${banner.key}`,
        linkageType: banner.linkageType,
        linkage: banner.linkage,
        sort: i + 1,
      })),
    );
  }
  if (await isEmpty(tx, notices, notices.merchantId, merchantId)) {
    // Spaced creation times so "newest first" lists have a stable order.
    const now = Date.now();
    await tx
      .insert(notices)
      .values(NOTICES.map((notice, i) => ({ merchantId, ...notice, sort: i + 1, createdAt: new Date(now - i * 86_400_000) })));
  }
  if (await isEmpty(tx, popupAnnouncements, popupAnnouncements.merchantId, merchantId)) {
    await tx.insert(popupAnnouncements).values(POPUPS.map((popup, i) => ({ merchantId, ...popup, sort: i + 1 })));
  }
  if (await isEmpty(tx, agentAnnouncements, agentAnnouncements.merchantId, merchantId)) {
    const now = Date.now();
    await tx.insert(agentAnnouncements).values(AGENT_ANNOUNCEMENTS.map((announcement, i) => ({ merchantId, ...announcement, publishedAt: new Date(now - i * 5 * 86_400_000) })));
  }
}

async function seedHelp(tx: SeedTx, merchantId: number): Promise<void> {
  await tx
    .insert(helpArticles)
    .values(
      HELP_ARTICLES.map((article, i) => {
        const categoryTitle = HELP_CATEGORIES[article.category];
        if (!categoryTitle) throw new Error(`help category ${article.category} has no title`);
        return { merchantId, ...article, categoryTitle, sort: i + 1 };
      }),
    )
    .onConflictDoNothing();
}

export async function seedContent(tx: SeedTx, merchantId: number): Promise<void> {
  await seedImages(tx, merchantId);
  await seedAnnouncements(tx, merchantId);
  await seedHelp(tx, merchantId);
}
