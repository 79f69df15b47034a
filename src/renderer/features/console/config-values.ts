/** Parsing and checking of what operators type into the configuration forms (no React, no i18n). */

/** One IPv4 address (four 0-255 parts, no leading zeros). */
function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/u.test(part) && Number(part) <= 255);
}

/** One IPv6 address: up to eight groups, one '::', an IPv4 tail allowed. */
function isIpv6(text: string): boolean {
  if (!/^[0-9a-f:.]+$/iu.test(text) || text.split('::').length > 2) return false;
  let groups = text.split(':');
  const last = groups[groups.length - 1] ?? '';
  let width = 0;
  if (last.includes('.')) {
    if (!isIpv4(last)) return false;
    groups = groups.slice(0, -1);
    width = 2;
  }
  const compressed = text.includes('::');
  const filled = groups.filter((group) => group !== '');
  if (!filled.every((group) => /^[0-9a-f]{1,4}$/iu.test(group))) return false;
  // Empty groups only where '::' stands (one at each end of '::', two when it opens or closes the address).
  if (!compressed && filled.length !== groups.length) return false;
  return compressed ? filled.length + width <= 7 : filled.length + width === 8;
}

/** An IP or CIDR rule as the server takes it (IPv4 /0-32, IPv6 /0-128). */
export function isAddressRule(rule: string): boolean {
  const [address = '', prefix, extra] = rule.trim().split('/');
  if (extra !== undefined) return false;
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/u.test(prefix) && Number(prefix) <= (v4 ? 32 : 128);
}

/** A textarea of one entry a line (or separated by commas): its non-empty entries, trimmed. */
export function linesOf(text: string): string[] {
  return text
    .split(/[\n,]/u)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The entries that break `rule` (for "not an address: …"). */
export function badEntries(entries: readonly string[], rule: (entry: string) => boolean): string[] {
  return entries.filter((entry) => !rule(entry));
}

export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/u.test(code);

/** A host name a mirror can be (labels of letters, digits and hyphens, a dot between them). */
export const isDomain = (domain: string): boolean => domain.length <= 253 && /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/iu.test(domain);

/** A whole number typed in, or null when the text is not one. */
export function wholeOf(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d{1,15}$/u.test(trimmed) ? Number(trimmed) : null;
}

/** Major units typed in ("250", "250.5") as minor units without floating point, or null. */
export function minorOf(text: string, decimals: number): number | null {
  const match = /^(\d{1,13})(?:\.(\d*))?$/u.exec(text.trim().replace(/,/gu, ''));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return Number(`${match[1] ?? '0'}${fraction.padEnd(decimals, '0')}`);
}

/** Minor units as the text a money field starts with ("250.00" at two decimals). */
export function majorText(minor: number, decimals: number): string {
  if (decimals === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** An ISO time as a datetime-local input's value in the browser's zone ('' for none). */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (the browser's zone) as an ISO time; null for empty, undefined when unreadable. */
export function isoOf(local: string): string | null | undefined {
  if (!local.trim()) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/u.test(local.trim())) return undefined;
  const date = new Date(local.trim());
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
