import type { ConsoleHelpArticle, ConsoleNotice, ConsolePopup, HelpArticleInput, NoticeInput, PopupInput } from '@shared/api/console-notices';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/sql-state';
import type { Tx } from '../ledger/repository';
import { recordAudit, type OperatorActor } from '../operator/audit';
import * as repo from './repository';

/**
 * Notices, announcement popups and help articles, as the operator writes them. The site's calls
 * (/wps/system/announcements, /wps/system/helpCenter) read the same rows uncached, so a change
 * shows on the next request. Each change is audited with its before and after, in its transaction.
 */

const noticeView = (row: repo.NoticeRow): ConsoleNotice => ({ id: row.id, title: row.title, content: row.content, sort: row.sort, createdAt: row.createdAt.toISOString() });
const popupView = (row: repo.PopupRow): ConsolePopup => ({ id: row.id, title: row.title, content: row.content, execution: row.execution, sort: row.sort });
const helpView = (row: repo.HelpRow): ConsoleHelpArticle => ({
  id: row.id,
  category: row.category,
  categoryTitle: row.categoryTitle,
  slug: row.slug,
  title: row.title,
  content: row.content,
  sort: row.sort,
});

/** One kind of content: its audit names and how to lock, change and remove one row. */
interface Kind<Row, View> {
  target: string;
  missing: string;
  lock: (tx: Tx, merchantId: number, id: number) => Promise<Row | undefined>;
  remove: (tx: Tx, id: number) => Promise<void>;
  view: (row: Row) => View;
}

const NOTICE: Kind<repo.NoticeRow, ConsoleNotice> = { target: 'notice', missing: 'No such notice', lock: repo.lockNotice, remove: repo.deleteNotice, view: noticeView };
const POPUP: Kind<repo.PopupRow, ConsolePopup> = { target: 'popup', missing: 'No such popup', lock: repo.lockPopup, remove: repo.deletePopup, view: popupView };
const HELP: Kind<repo.HelpRow, ConsoleHelpArticle> = { target: 'help_article', missing: 'No such help article', lock: repo.lockHelpArticle, remove: repo.deleteHelpArticle, view: helpView };

async function created<Row, View>(db: Db, who: OperatorActor, kind: Kind<Row, View>, insert: (tx: Tx) => Promise<Row & { id: number }>): Promise<View> {
  return db.transaction(async (tx) => {
    const row = await insert(tx);
    const after = kind.view(row);
    await recordAudit(tx, who, { action: `${kind.target}.create`, targetType: kind.target, targetId: String(row.id), before: null, after });
    return after;
  });
}

async function updated<Row, View>(db: Db, who: OperatorActor, kind: Kind<Row, View>, id: number, update: (tx: Tx, before: Row) => Promise<Row>): Promise<View> {
  return db.transaction(async (tx) => {
    const before = await kind.lock(tx, who.merchantId, id);
    if (!before) throw new AppError('not_found', kind.missing);
    const after = kind.view(await update(tx, before));
    await recordAudit(tx, who, { action: `${kind.target}.update`, targetType: kind.target, targetId: String(id), before: kind.view(before), after });
    return after;
  });
}

async function deleted<Row, View>(db: Db, who: OperatorActor, kind: Kind<Row, View>, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await kind.lock(tx, who.merchantId, id);
    if (!before) throw new AppError('not_found', kind.missing);
    await kind.remove(tx, id);
    await recordAudit(tx, who, { action: `${kind.target}.delete`, targetType: kind.target, targetId: String(id), before: kind.view(before), after: null });
  });
}

export async function noticeList(db: Db, merchantId: number): Promise<ConsoleNotice[]> {
  return (await repo.noticesOf(db, merchantId)).map(noticeView);
}
export const createNotice = (db: Db, who: OperatorActor, input: NoticeInput) => created(db, who, NOTICE, (tx) => repo.insertNotice(tx, { merchantId: who.merchantId, ...input }));
export const updateNotice = (db: Db, who: OperatorActor, id: number, input: NoticeInput) => updated(db, who, NOTICE, id, (tx) => repo.updateNotice(tx, id, input));
export const deleteNotice = (db: Db, who: OperatorActor, id: number) => deleted(db, who, NOTICE, id);

export async function popupList(db: Db, merchantId: number): Promise<ConsolePopup[]> {
  return (await repo.popupsOf(db, merchantId)).map(popupView);
}
export const createPopup = (db: Db, who: OperatorActor, input: PopupInput) => created(db, who, POPUP, (tx) => repo.insertPopup(tx, { merchantId: who.merchantId, ...input }));
export const updatePopup = (db: Db, who: OperatorActor, id: number, input: PopupInput) => updated(db, who, POPUP, id, (tx) => repo.updatePopup(tx, id, input));
export const deletePopup = (db: Db, who: OperatorActor, id: number) => deleted(db, who, POPUP, id);

export async function helpArticleList(db: Db, merchantId: number): Promise<ConsoleHelpArticle[]> {
  return (await repo.helpArticlesOf(db, merchantId)).map(helpView);
}

/** A slug is the article's address (/help#slug): two articles of a merchant never share one. */
async function checkSlug(tx: Tx, merchantId: number, slug: string, exceptId: number | null): Promise<void> {
  if (await repo.slugTaken(tx, merchantId, slug, exceptId)) throw slugTaken();
}

const slugTaken = () => new AppError('validation_failed', 'Another help article has this address', { slug: 'taken' });
/** Two saves of one address at the same moment both pass the check; the unique index refuses the second. */
const orSlugTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? slugTaken() : error;
};

export const createHelpArticle = (db: Db, who: OperatorActor, input: HelpArticleInput) =>
  created(db, who, HELP, async (tx) => {
    await checkSlug(tx, who.merchantId, input.slug, null);
    await repo.retitleCategory(tx, who.merchantId, input.category, input.categoryTitle);
    return repo.insertHelpArticle(tx, { merchantId: who.merchantId, ...input });
  }).catch(orSlugTaken);

export const updateHelpArticle = (db: Db, who: OperatorActor, id: number, input: HelpArticleInput) =>
  updated(db, who, HELP, id, async (tx) => {
    await checkSlug(tx, who.merchantId, input.slug, id);
    await repo.retitleCategory(tx, who.merchantId, input.category, input.categoryTitle);
    return repo.updateHelpArticle(tx, id, input);
  }).catch(orSlugTaken);

export const deleteHelpArticle = (db: Db, who: OperatorActor, id: number) => deleted(db, who, HELP, id);
