import { describe, expect, it } from 'vitest';
import type { BooksRow } from '@shared/api/console-ledger';
import { booksByCurrency, shiftDay } from './ledger-books';

const row = (kind: string, currency: string, credits: number, debits: number, closing: number): BooksRow => ({ kind, currency, credits, debits, net: credits - debits, entries: 2, closing });

describe('a day of books by currency', () => {
  it('keeps currencies apart, in order, each with its totals', () => {
    const parts = booksByCurrency([row('house', 'THB', 500, 1500, -2000), row('player_main', 'THB', 1500, 500, 2000), row('house', 'USD', 7, 0, 7)]);
    expect(parts.map((p) => p.currency)).toEqual(['THB', 'USD']);
    expect(parts[0]?.rows.map((r) => r.kind)).toEqual(['house', 'player_main']);
    expect(parts[0]?.total).toEqual({ credits: 2000, debits: 2000, net: 0, entries: 4, closing: 0 });
    expect(parts[1]?.total).toEqual({ credits: 7, debits: 0, net: 7, entries: 2, closing: 7 });
  });

  it('has no part for no rows', () => {
    expect(booksByCurrency([])).toEqual([]);
  });
});

describe('the day before and after', () => {
  it('crosses months, years and leap days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('leaves a malformed day as it is', () => {
    expect(shiftDay('soon', 1)).toBe('soon');
  });
});
