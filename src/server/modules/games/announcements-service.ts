import { ANNOUNCEMENT_TYPES, type Announcements, type AnnouncementType } from '@shared/api/games';
import { POPUP_EXECUTIONS, type Language, type PopupExecution } from '@shared/constants';
import type { Db } from '../../db/client';
import { listBanners } from '../content/repository';
import type { Merchant } from '../merchant/directory';
import { localize, pickLanguage } from '../system/projection';
import { listPopups, pageNotices } from './announcements-repository';
import { totalPages } from './game-view';

/** More popups than any merchant schedules at once; the client pages them 7 at a time. */
const POPUP_LIMIT = 50;

export interface AnnouncementsQuery {
  types?: string | undefined;
  execution?: string | undefined;
  pageNo: number;
  pageSize: number;
  language?: Language | undefined;
}

/** Comma-separated codes (already validated by the route schema) as a set; all of `all` when absent. */
function listOf<T extends string>(value: string | undefined, all: readonly T[]): Set<T> {
  if (!value) return new Set(all);
  return new Set(all.filter((item) => value.split(',').includes(item)));
}

/**
 * Home announcements: banners (B, the home carousel), player notices (PL, or H for the home notice
 * line; paginated), popups of the asked executions (PU) and promotion notices (PR). Promotions have
 * no notices of their own yet, so PR answers an empty list.
 */
export async function getAnnouncements(db: Db, merchant: Merchant, query: AnnouncementsQuery): Promise<Announcements> {
  const language = pickLanguage(merchant, query.language);
  const types = listOf<AnnouncementType>(query.types, ANNOUNCEMENT_TYPES);
  const answer: Announcements = { banners: [], player: [], popup: [], promotion: [] };
  if (types.has('B')) {
    const rows = await listBanners(db, merchant.id, 'w_home');
    answer.banners = rows.map((row) => ({ id: row.id, url: row.url, title: localize(row.title, language), linkage: row.linkage || null }));
  }
  if (types.has('PL') || types.has('H')) {
    const { pageNo, pageSize } = query;
    const { rows, total } = await pageNotices(db, merchant.id, pageSize, (pageNo - 1) * pageSize);
    answer.player = rows.map((row) => ({ id: row.id, title: localize(row.title, language), content: localize(row.content, language) }));
    answer.playerTotal = total;
    answer.playerTotalPages = totalPages(total, pageSize);
  }
  if (types.has('PU')) {
    const executions = [...listOf<PopupExecution>(query.execution, POPUP_EXECUTIONS)];
    const rows = await listPopups(db, merchant.id, executions, POPUP_LIMIT);
    answer.popup = rows.map((row) => ({ id: row.id, title: localize(row.title, language), content: localize(row.content, language), execution: row.execution }));
  }
  return answer;
}
