import { LIMITS } from '@shared/constants';

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The page buttons to show (spec section 2): `range` pages around the current one, `margin` pages at
 * each end, and a gap marker where pages are left out. A gap that would hide one page shows it instead.
 */
export function pageItems(
  current: number,
  total: number,
  range: number = LIMITS.paginationPageRange,
  margin: number = LIMITS.paginationMarginPages,
): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(1, Math.min(page - Math.floor((range - 1) / 2), total - range + 1));
  const end = Math.min(total, start + range - 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p += 1) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) shown.add(p);
  for (let p = start; p <= end; p += 1) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

/** A pager shows only when there is more than one page (spec section 2). */
export const showsPager = (totalPages: number): boolean => totalPages > 1;

/** Pages of `total` rows at `size` a page; at least one, so an empty list still has a page 1. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
