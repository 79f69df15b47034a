import type { z } from 'zod';
import { NOTICE_LIMITS } from '@shared/api/console-notices';
import type { Localized } from '@shared/constants';
import { isApiError } from '@/lib/envelope';

/**
 * The notice, popup and help dialogs' checks: the server's own schema run on the draft, each
 * problem kept under the server's path ('title.CN', 'slug'), so the server's refusals land under
 * the same fields. The value is a key under `text.problem` in consoleContent.
 */
export type TextProblems = Partial<Record<string, string>>;

export const emptyLocalized = (): Localized => ({ EN: '', CN: '', TH: '' });

/** The order as typed: a whole number, or -1 (which the schema refuses). */
export const sortOf = (typed: string): number => (/^\d{1,5}$/u.test(typed.trim()) ? Number(typed.trim()) : -1);

/** The next item goes after the last one. */
export const nextSortOf = (items: readonly { sort: number }[]): number => items.reduce((top, item) => Math.max(top, item.sort + 1), 0);

/** A field's problem from what was wrong with it: an issue's code on this side, the server's message on the other. */
export function problemOf(path: string, reason: string): string {
  const head = path.split('.')[0] ?? '';
  if (head === 'sort') return 'sortInvalid';
  if (head === 'slug') return reason === 'taken' ? 'slugTaken' : 'slugInvalid';
  if (head === 'category') return 'categoryInvalid';
  if (head === 'execution') return 'executionInvalid';
  return reason === 'too_big' || /too big|at most/iu.test(reason) ? 'tooLong' : 'required';
}

/** The longest a text field may be, for the "too long" message. */
export function limitOf(path: string, contentMax: number = NOTICE_LIMITS.content): number {
  const head = path.split('.')[0];
  if (head === 'categoryTitle') return NOTICE_LIMITS.categoryTitle;
  return head === 'content' ? contentMax : NOTICE_LIMITS.title;
}

/** The input the server would take, or the problems it would name. */
export function checkDraft<T>(schema: z.ZodType<T>, candidate: unknown): { input: T } | { problems: TextProblems } {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { input: parsed.data };
  const problems: TextProblems = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    problems[path] ??= problemOf(path, issue.code);
  }
  return { problems };
}

/** The fields a refused save names (`errors: { 'title.CN': ..., slug: 'taken' }`); empty when it names none. */
export function serverProblems(error: unknown): TextProblems {
  if (!isApiError(error) || !error.errors) return {};
  const problems: TextProblems = {};
  for (const [path, message] of Object.entries(error.errors)) problems[path] ??= problemOf(path, message);
  return problems;
}

/** A help category's code from what the operator typed: upper case, spaces as underscores. */
export const categoryCodeOf = (typed: string): string => typed.trim().toUpperCase().replace(/[\s-]+/gu, '_');
