import { formatMoney } from '@/lib/format';

/** "1,234.50 THB"; `signed` adds + to credits so a statement reads both ways at a glance. */
export function moneyText(minor: number, currency: string, decimals = 2, signed = false): string {
  const text = `${formatMoney(minor, 'en-US', decimals)} ${currency}`;
  return signed && minor > 0 ? `+${text}` : text;
}

/** Pages of `total` rows at `size` a page (at least one, so "page 1 of 1" reads right when empty). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

export function signClass(minor: number): string {
  if (minor > 0) return 'records-money records-money--plus';
  if (minor < 0) return 'records-money records-money--minus';
  return 'records-money';
}
