// One formatter per locale: toLocaleString builds a new one on every call, and a page of amounts
// (the cashier's limits, records, the header's balance) paid for it on each.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Money is integer minor units below the display; the display always shows 2 decimals. */
export function formatMoney(minorUnits: number | bigint, locale = 'en-US', decimals = 2): string {
  const value = Number(minorUnits) / 10 ** decimals;
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format.format(value);
}

/** "GMT+07:00" for a date in the local zone (offset from getTimezoneOffset, sign inverted). */
export function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-21 14:05:09" in the local zone. */
export function formatLocalDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** Local date and time with the GMT offset, e.g. "2026-11-21 14:05:09 (GMT+07:00)". */
export function formatDateWithZone(input: string | Date): string {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return '';
  return `${formatLocalDateTime(date)} (${gmtOffset(date)})`;
}

/**
 * Every money figure: "1,234.50 THB" (no code while the currency is unknown). `signed` adds + to
 * credits, so a statement reads both ways at a glance.
 */
export function moneyText(minor: number, currency: string, decimals = 2, signed = false): string {
  const text = currency ? `${formatMoney(minor, 'en-US', decimals)} ${currency}` : formatMoney(minor, 'en-US', decimals);
  return signed && minor > 0 ? `+${text}` : text;
}
