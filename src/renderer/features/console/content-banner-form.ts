import { bannerInputSchema, type BannerInput, type ConsoleBanner } from '@shared/api/console-content';
import type { BannerGroup } from '@shared/constants';
import { isApiError } from '@/lib/envelope';

/** The add/edit dialog's fields, as typed (sort is text until it is checked). */
export interface BannerDraft {
  title: { EN: string; CN: string; TH: string };
  url: string;
  linkageType: BannerInput['linkageType'];
  linkage: string;
  sort: string;
}

export type BannerField = 'titleEN' | 'titleCN' | 'titleTH' | 'url' | 'linkage' | 'sort';
/** A field's problem, a key under `banner.problem` in consoleContent. */
export type BannerProblems = Partial<Record<BannerField, string>>;

export function draftOf(banner: ConsoleBanner | null, nextSort: number): BannerDraft {
  if (!banner) return { title: { EN: '', CN: '', TH: '' }, url: '', linkageType: 'NONE', linkage: '', sort: String(nextSort) };
  const linkageType = (['NONE', 'URL', 'GAME', 'PROMO'] as const).find((type) => type === banner.linkageType) ?? 'NONE';
  return { title: { ...banner.title }, url: banner.url, linkageType, linkage: banner.linkage, sort: String(banner.sort) };
}

/** The next banner goes after the last one. */
export function nextSortOf(banners: readonly Pick<ConsoleBanner, 'sort'>[]): number {
  return banners.reduce((top, banner) => Math.max(top, banner.sort + 1), 0);
}

/** A server path ('title.CN', 'linkage') as the dialog's field. */
function fieldOf(path: string): BannerField | null {
  const [head, sub] = path.split('.');
  if (head === 'title' && (sub === 'EN' || sub === 'CN' || sub === 'TH')) return `title${sub}`;
  return head === 'url' || head === 'linkage' || head === 'sort' ? head : null;
}

function problemOf(field: BannerField, message: string): string {
  if (field === 'url') return message === 'unknown_image' ? 'imageGone' : 'imageRequired';
  if (field === 'linkage') return message === 'invalid_url' ? 'linkInvalid' : 'linkRequired';
  if (field === 'sort') return 'sortInvalid';
  return 'titleRequired';
}

/** The banner the server would take, or the problems the server would name (its own schema, checked here first). */
export function checkBanner(groupName: BannerGroup, draft: BannerDraft): { banner: BannerInput } | { problems: BannerProblems } {
  const sort = /^\d{1,5}$/u.test(draft.sort.trim()) ? Number(draft.sort.trim()) : -1;
  const linkage = draft.linkageType === 'NONE' ? '' : draft.linkage.trim();
  const parsed = bannerInputSchema.safeParse({ groupName, title: draft.title, url: draft.url, linkageType: draft.linkageType, linkage, sort });
  if (parsed.success) return { banner: parsed.data };
  const problems: BannerProblems = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field && !problems[field]) problems[field] = problemOf(field, issue.message);
  }
  return { problems };
}

/** The fields a refused save names (`errors: { 'title.CN': ... }`); empty when the refusal names none. */
export function serverBannerProblems(error: unknown): BannerProblems {
  if (!isApiError(error) || !error.errors) return {};
  const problems: BannerProblems = {};
  for (const [path, message] of Object.entries(error.errors)) {
    const field = fieldOf(path);
    if (field && !problems[field]) problems[field] = problemOf(field, message);
  }
  return problems;
}
