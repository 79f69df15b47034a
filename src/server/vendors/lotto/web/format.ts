import type { Lang } from './i18n';

/** Money (integer minor units → "1,234.50 THB"), times and countdowns. */

const LOCALES: Record<Lang, string> = { EN: 'en-GB', CN: 'zh-CN', TH: 'th-TH-u-ca-gregory' };

export function money(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

/** "12.50" typed by the player → 1250 minor units; NaN when not a positive amount with at most two decimals. */
export function parseMoney(text: string): number {
  const clean = text.trim().replaceAll(',', '');
  if (!/^\d{1,9}(?:\.\d{1,2})?$/u.test(clean)) return Number.NaN;
  const [whole = '0', fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function dateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
}

export function timeOnly(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
}

/** 0 → "00:00", 75 → "01:15", 3700 → "1:01:40", 90000 → "1d 01:00:00". */
export function countdown(seconds: number, dayMark: string): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  if (days > 0) return `${days}${dayMark} ${two(hours)}:${rest}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** Today's date in the browser's zone, YYYY-MM-DD. */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
