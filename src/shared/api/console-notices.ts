import { z } from 'zod';
import { POPUP_EXECUTIONS } from '../constants';

/**
 * The console's notices, announcement popups and help articles (issue 22). What the operator
 * writes here is what GET /wps/system/announcements (PL/H notices, PU popups) and
 * GET /wps/system/helpCenter answer, in the player's language.
 */
export const NOTICE_LIMITS = { title: 120, content: 2_000, helpContent: 20_000, categoryTitle: 60, slug: 60, category: 30, sort: 10_000 } as const;

/** A help article's anchor (/help#term): lower-case words joined by hyphens. */
export const HELP_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
/** A help category's code (GENERAL, DEPOSIT…): upper-case letters, digits and underscores. */
export const HELP_CATEGORY_PATTERN = /^[A-Z][A-Z0-9_]*$/u;

const text = (max: number) => z.string().trim().min(1).max(max);
const localizedOf = (max: number) => z.strictObject({ EN: text(max), CN: text(max), TH: text(max) });
const localizedView = z.object({ EN: z.string(), CN: z.string(), TH: z.string() });
const sort = z.number().int().min(0).max(NOTICE_LIMITS.sort);

export const noticeInputSchema = z.strictObject({ title: localizedOf(NOTICE_LIMITS.title), content: localizedOf(NOTICE_LIMITS.content), sort });
export type NoticeInput = z.infer<typeof noticeInputSchema>;
export const consoleNoticeSchema = z.object({ id: z.number().int(), title: localizedView, content: localizedView, sort: z.number().int(), createdAt: z.string() });
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;

export const popupInputSchema = z.strictObject({
  title: localizedOf(NOTICE_LIMITS.title),
  content: localizedOf(NOTICE_LIMITS.content),
  /** A logged-in players, B anonymous visitors, F a player's first login. */
  execution: z.enum(POPUP_EXECUTIONS),
  sort,
});
export type PopupInput = z.infer<typeof popupInputSchema>;
export const consolePopupSchema = z.object({ id: z.number().int(), title: localizedView, content: localizedView, execution: z.enum(POPUP_EXECUTIONS), sort: z.number().int() });
export type ConsolePopup = z.infer<typeof consolePopupSchema>;

export const helpArticleInputSchema = z.strictObject({
  category: z.string().trim().min(2).max(NOTICE_LIMITS.category).regex(HELP_CATEGORY_PATTERN),
  /** The category's title; saving an article gives every article of its category this title. */
  categoryTitle: localizedOf(NOTICE_LIMITS.categoryTitle),
  slug: z.string().trim().min(1).max(NOTICE_LIMITS.slug).regex(HELP_SLUG_PATTERN),
  title: localizedOf(NOTICE_LIMITS.title),
  /** Paragraphs separated by blank lines (the help centre shows one block per paragraph). */
  content: localizedOf(NOTICE_LIMITS.helpContent),
  sort,
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;
export const consoleHelpArticleSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  categoryTitle: localizedView,
  slug: z.string(),
  title: localizedView,
  content: localizedView,
  sort: z.number().int(),
});
export type ConsoleHelpArticle = z.infer<typeof consoleHelpArticleSchema>;

export const consoleNoticeListSchema = z.object({ list: z.array(consoleNoticeSchema) });
export const consolePopupListSchema = z.object({ list: z.array(consolePopupSchema) });
export const consoleHelpArticleListSchema = z.object({ list: z.array(consoleHelpArticleSchema) });
