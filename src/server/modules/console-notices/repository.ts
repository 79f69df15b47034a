import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, notices, popupAnnouncements } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The only SQL of the console's notices, popups and help articles; lists in the site's own order. */

export type NoticeRow = typeof notices.$inferSelect;
export type PopupRow = typeof popupAnnouncements.$inferSelect;
export type HelpRow = typeof helpArticles.$inferSelect;

/** More than a merchant writes; the console lists them all. */
const LIST_LIMIT = 1_000;

export async function noticesOf(db: Db, merchantId: number): Promise<NoticeRow[]> {
  return db.select().from(notices).where(eq(notices.merchantId, merchantId)).orderBy(asc(notices.sort), desc(notices.createdAt), asc(notices.id)).limit(LIST_LIMIT);
}

export async function lockNotice(tx: Tx, merchantId: number, id: number): Promise<NoticeRow | undefined> {
  const [row] = await tx.select().from(notices).where(and(eq(notices.merchantId, merchantId), eq(notices.id, id))).for('update');
  return row;
}

export async function insertNotice(tx: Tx, row: typeof notices.$inferInsert): Promise<NoticeRow> {
  const [inserted] = await tx.insert(notices).values(row).returning();
  if (!inserted) throw new Error('notice not inserted');
  return inserted;
}

export async function updateNotice(tx: Tx, id: number, set: Partial<typeof notices.$inferInsert>): Promise<NoticeRow> {
  const [row] = await tx.update(notices).set(set).where(eq(notices.id, id)).returning();
  if (!row) throw new Error('notice not updated');
  return row;
}

export async function deleteNotice(tx: Tx, id: number): Promise<void> {
  await tx.delete(notices).where(eq(notices.id, id));
}

export async function popupsOf(db: Db, merchantId: number): Promise<PopupRow[]> {
  return db.select().from(popupAnnouncements).where(eq(popupAnnouncements.merchantId, merchantId)).orderBy(asc(popupAnnouncements.sort), asc(popupAnnouncements.id)).limit(LIST_LIMIT);
}

export async function lockPopup(tx: Tx, merchantId: number, id: number): Promise<PopupRow | undefined> {
  const [row] = await tx.select().from(popupAnnouncements).where(and(eq(popupAnnouncements.merchantId, merchantId), eq(popupAnnouncements.id, id))).for('update');
  return row;
}

export async function insertPopup(tx: Tx, row: typeof popupAnnouncements.$inferInsert): Promise<PopupRow> {
  const [inserted] = await tx.insert(popupAnnouncements).values(row).returning();
  if (!inserted) throw new Error('popup not inserted');
  return inserted;
}

export async function updatePopup(tx: Tx, id: number, set: Partial<typeof popupAnnouncements.$inferInsert>): Promise<PopupRow> {
  const [row] = await tx.update(popupAnnouncements).set(set).where(eq(popupAnnouncements.id, id)).returning();
  if (!row) throw new Error('popup not updated');
  return row;
}

export async function deletePopup(tx: Tx, id: number): Promise<void> {
  await tx.delete(popupAnnouncements).where(eq(popupAnnouncements.id, id));
}

export async function helpArticlesOf(db: Db, merchantId: number): Promise<HelpRow[]> {
  return db.select().from(helpArticles).where(eq(helpArticles.merchantId, merchantId)).orderBy(asc(helpArticles.sort), asc(helpArticles.id)).limit(LIST_LIMIT);
}

export async function lockHelpArticle(tx: Tx, merchantId: number, id: number): Promise<HelpRow | undefined> {
  const [row] = await tx.select().from(helpArticles).where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id))).for('update');
  return row;
}

/** Whether another article of this merchant already answers /help#<slug>. */
export async function slugTaken(tx: Tx, merchantId: number, slug: string, exceptId: number | null): Promise<boolean> {
  const mine = and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.slug, slug));
  const [row] = await tx
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(exceptId === null ? mine : and(mine, ne(helpArticles.id, exceptId)));
  return row !== undefined;
}

export async function insertHelpArticle(tx: Tx, row: typeof helpArticles.$inferInsert): Promise<HelpRow> {
  const [inserted] = await tx.insert(helpArticles).values(row).returning();
  if (!inserted) throw new Error('help article not inserted');
  return inserted;
}

export async function updateHelpArticle(tx: Tx, id: number, set: Partial<typeof helpArticles.$inferInsert>): Promise<HelpRow> {
  const [row] = await tx.update(helpArticles).set(set).where(eq(helpArticles.id, id)).returning();
  if (!row) throw new Error('help article not updated');
  return row;
}

/** A category has one title: every article of the category takes the one just saved. */
export async function retitleCategory(tx: Tx, merchantId: number, category: string, categoryTitle: HelpRow['categoryTitle']): Promise<void> {
  await tx.update(helpArticles).set({ categoryTitle }).where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.category, category)));
}

export async function deleteHelpArticle(tx: Tx, id: number): Promise<void> {
  await tx.delete(helpArticles).where(eq(helpArticles.id, id));
}
