import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PopupExecution } from '@shared/constants';
import type { Db } from '../../db/client';
import { notices, popupAnnouncements } from '../../db/schema/index';

/** The SQL of the announcements call (banners come from the content module). */

/** Notices in display order (sort, then newest), one page, with the total riding on every row. */
export async function pageNotices(db: Db, merchantId: number, limit: number, offset: number) {
  const rows = await db
    .select({ id: notices.id, title: notices.title, content: notices.content, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(notices)
    .where(eq(notices.merchantId, merchantId))
    .orderBy(asc(notices.sort), desc(notices.createdAt), asc(notices.id))
    .limit(limit)
    .offset(offset);
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countNotices(db, merchantId));
  return { rows, total };
}

async function countNotices(db: Db, merchantId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(notices).where(eq(notices.merchantId, merchantId));
  return row?.n ?? 0;
}

/** Popups of the given executions (A logged in, B anonymous, F first login) in display order. */
export async function listPopups(db: Db, merchantId: number, executions: readonly PopupExecution[], limit: number) {
  return db
    .select({ id: popupAnnouncements.id, title: popupAnnouncements.title, content: popupAnnouncements.content, execution: popupAnnouncements.execution })
    .from(popupAnnouncements)
    .where(and(eq(popupAnnouncements.merchantId, merchantId), inArray(popupAnnouncements.execution, [...executions])))
    .orderBy(asc(popupAnnouncements.sort), asc(popupAnnouncements.id))
    .limit(limit);
}
