import type { BooksRow } from '@shared/api/console-ledger';

/** One currency's part of a day's books: its account kinds and their totals. */
export interface CurrencyBooks {
  currency: string;
  rows: BooksRow[];
  total: { credits: number; debits: number; net: number; entries: number; closing: number };
}

/**
 * Splits a day's rows by currency (money of two currencies is never added up), in the order they
 * come, each with its totals: in balanced books the nets and the closing balances sum to zero.
 */
export function booksByCurrency(rows: readonly BooksRow[]): CurrencyBooks[] {
  const parts = new Map<string, CurrencyBooks>();
  for (const row of rows) {
    let part = parts.get(row.currency);
    if (!part) {
      part = { currency: row.currency, rows: [], total: { credits: 0, debits: 0, net: 0, entries: 0, closing: 0 } };
      parts.set(row.currency, part);
    }
    part.rows.push(row);
    part.total.credits += row.credits;
    part.total.debits += row.debits;
    part.total.net += row.net;
    part.total.entries += row.entries;
    part.total.closing += row.closing;
  }
  return [...parts.values()];
}

/** The calendar day before or after `day` (YYYY-MM-DD), for the books' previous and next buttons. */
export function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}
