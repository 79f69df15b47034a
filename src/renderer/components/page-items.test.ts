import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageCount, pageItems, showsPager, type PageItem } from './page-items';

const render = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('pageItems (page range 5, margin pages 2)', () => {
  it('lists every page when they fit', () => {
    expect(render(pageItems(1, 1))).toBe('1');
    expect(render(pageItems(3, 7))).toBe('1 2 3 4 5 6 7');
    expect(render(pageItems(3, 9))).toBe('1 2 3 4 5 … 8 9');
  });

  it('keeps two pages at each end and five around the current page', () => {
    expect(render(pageItems(1, 20))).toBe('1 2 3 4 5 … 19 20');
    expect(render(pageItems(10, 20))).toBe('1 2 … 8 9 10 11 12 … 19 20');
    expect(render(pageItems(20, 20))).toBe('1 2 … 16 17 18 19 20');
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(render(pageItems(6, 20))).toBe('1 2 3 4 5 6 7 8 … 19 20');
  });

  it('clamps the current page and handles no pages', () => {
    expect(pageItems(5, 0)).toEqual([]);
    expect(render(pageItems(99, 3))).toBe('1 2 3');
  });

  it('always holds the first, last and current page, ascending, never two gaps in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, raw) => {
        const current = ((raw - 1) % total) + 1;
        const items = pageItems(current, total);
        const pages = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages.length).toBeLessThanOrEqual(9 + 2);
        for (let i = 1; i < items.length; i += 1) expect(items[i]?.kind === 'gap' && items[i - 1]?.kind === 'gap').toBe(false);
      }),
    );
  });
});

describe('showsPager', () => {
  it('only when there is more than one page', () => {
    expect(showsPager(0)).toBe(false);
    expect(showsPager(1)).toBe(false);
    expect(showsPager(2)).toBe(true);
  });
});

describe('pageCount rounds up, with at least one page', () => {
  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [13, 2],
  ])('%i rows at 10 a page make %i pages', (total, pages) => expect(pageCount(total, 10)).toBe(pages));
});
