import { canonical } from './config-sections';
import { moneyText } from '@/lib/format';

/** Paths whose values are money in minor units. */
const MONEY_PATHS = new Set(['cashier.withdrawMinAmount', 'cashier.withdrawMaxAmount', 'cashier.secondApprovalFrom']);

export interface DiffWords {
  on: string;
  off: string;
  none: string;
  currency: string;
  decimals: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One register field or mirror as a short line. */
function itemText(item: unknown, words: DiffWords): string {
  if (!isObject(item)) return valueText('', item, words);
  if (typeof item.domain === 'string') return `${item.domain} (${String(item.priority)})`;
  if (typeof item.name === 'string') {
    const bounds = item.min !== undefined || item.max !== undefined ? ` ${String(item.min ?? '')}–${String(item.max ?? '')}` : '';
    return `${item.name}: ${item.enabled ? words.on : words.off}${item.required ? ' *' : ''}, ${String(item.acceptedPattern)}${bounds}`;
  }
  return canonical(item);
}

/** A changed value as the review shows it: money in major units, switches as on/off, lists as lines. */
export function valueText(path: string, value: unknown, words: DiffWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.on : words.off;
  if (typeof value === 'number' && MONEY_PATHS.has(path)) return moneyText(value, words.currency, words.decimals);
  if (Array.isArray(value)) return value.length === 0 ? words.none : value.map((item) => itemText(item, words)).join('\n');
  if (isObject(value)) return canonical(value);
  return String(value);
}

/**
 * A list changed in place (the same number of register fields) shows only the entries that
 * changed, each before and after; other lists show whole.
 */
export function changedEntries(before: unknown, after: unknown): { before: unknown[]; after: unknown[] } | null {
  if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) return null;
  const changed = before.map((item, i) => i).filter((i) => canonical(before[i]) !== canonical(after[i]));
  return { before: changed.map((i) => before[i] as unknown), after: changed.map((i) => after[i] as unknown) };
}
