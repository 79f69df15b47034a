import { and, asc, eq } from 'drizzle-orm';
import type { BannerGroup } from '@shared/constants';
import type { Db } from '../../db/client';
import { banners, images } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The only SQL of the console's content. */

export type BannerRow = typeof banners.$inferSelect;

export async function bannersOf(db: Db, merchantId: number, groupName: BannerGroup): Promise<BannerRow[]> {
  return db.select().from(banners).where(and(eq(banners.merchantId, merchantId), eq(banners.groupName, groupName))).orderBy(asc(banners.sort), asc(banners.id));
}

export async function lockBanner(db: Tx, merchantId: number, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(and(eq(banners.merchantId, merchantId), eq(banners.id, id))).for('update');
  return row;
}

export async function insertBanner(db: Tx, row: typeof banners.$inferInsert): Promise<BannerRow> {
  const [inserted] = await db.insert(banners).values(row).returning();
  if (!inserted) throw new Error('banner not inserted');
  return inserted;
}

export async function updateBanner(db: Tx, id: number, set: Partial<typeof banners.$inferInsert>): Promise<BannerRow> {
  const [row] = await db.update(banners).set(set).where(eq(banners.id, id)).returning();
  if (!row) throw new Error('banner not updated');
  return row;
}

export async function deleteBanner(db: Tx, id: number): Promise<void> {
  await db.delete(banners).where(eq(banners.id, id));
}

export async function imageExists(db: Tx, merchantId: number, key: string): Promise<boolean> {
  const [row] = await db.select({ id: images.id }).from(images).where(and(eq(images.merchantId, merchantId), eq(images.key, key)));
  return row !== undefined;
}

/** Stores an upload under its content's key (the same picture twice is one row). */
export async function saveImage(db: Tx, row: typeof images.$inferInsert): Promise<void> {
  await db.insert(images).values(row).onConflictDoNothing();
}
