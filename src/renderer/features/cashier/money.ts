import { formatMoney, moneyText } from '@/lib/format';

/** "100.00 – 50,000.00 THB". */
export function rangeText(min: number, max: number, currency: string, decimals = 2): string {
  return `${formatMoney(min, 'en-US', decimals)} – ${moneyText(max, currency, decimals)}`;
}

/** The balance call's decimal string ("1234.5") as minor units, without going through a float. */
export function decimalToMinor(text: string, decimals = 2): number {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/u.exec(text.trim());
  if (!match) return 0;
  const fraction = (match[3] ?? '').slice(0, decimals).padEnd(decimals, '0');
  const minor = Number(`${match[2]}${fraction}`);
  return match[1] ? -minor : minor;
}
