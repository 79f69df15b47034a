/**
 * A vendor integration's fields as the server checks them (src/server/lib/ip.ts and
 * seamless/integration-service.ts), so the dialogs can say what is wrong before sending.
 */

/** The server's limits: at most 50 rules of at most 64 characters; a launch URL of at most 500. */
export const ALLOWLIST_MAX = 50;
export const RULE_MAX = 64;
export const LAUNCH_URL_MAX = 500;

const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)){3}$/u;
const HEX_GROUP = /^[0-9a-f]{1,4}$/u;

function isIpv6(address: string): boolean {
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  const groups = [...head, ...tail];
  // An embedded IPv4 address (::ffff:1.2.3.4) may end the address and counts as two groups.
  const last = groups.at(-1);
  const embedded = last !== undefined && last.includes('.');
  if (embedded && !IPV4.test(last)) return false;
  const hex = embedded ? groups.slice(0, -1) : groups;
  if (!hex.every((group) => HEX_GROUP.test(group))) return false;
  const count = hex.length + (embedded ? 2 : 0);
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** '::ffff:1.2.3.4' → '1.2.3.4'; a zone id (fe80::1%eth0) dropped; as the server normalizes. */
function familyOf(raw: string): { family: 'ipv4' | 'ipv6'; mapped: boolean } | null {
  const lower = raw.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/u.exec(lower)?.[1];
  // The server only looks for a zone in an address with a colon.
  const zone = lower.includes(':') ? lower.indexOf('%') : -1;
  const address = mapped ?? (zone >= 0 ? lower.slice(0, zone) : lower);
  if (IPV4.test(address)) return { family: 'ipv4', mapped: mapped !== undefined };
  return isIpv6(address) ? { family: 'ipv6', mapped: false } : null;
}

/** A single address or a CIDR range, IPv4 or IPv6, as the server accepts it. */
export function isAddressRule(rule: string): boolean {
  const [address, prefixText, extra] = rule.trim().split('/');
  if (address === undefined || extra !== undefined) return false;
  const kind = familyOf(address);
  if (!kind) return false;
  if (prefixText === undefined) return true;
  if (!/^\d{1,3}$/u.test(prefixText)) return false;
  // A mapped IPv4 range written in IPv6 form (::ffff:10.0.0.0/104) is really 10.0.0.0/8.
  const prefix = Number(prefixText) - (kind.mapped ? 96 : 0);
  return prefix >= 0 && prefix <= (kind.family === 'ipv4' ? 32 : 128);
}

export type AllowlistResult = { ok: true; rules: string[] } | { ok: false; problem: 'invalid'; line: string } | { ok: false; problem: 'tooMany' };

/** The text area's lines (one address or range each; blank lines and repeats dropped) as the rules to send. */
export function parseAllowlist(text: string): AllowlistResult {
  const rules: string[] = [];
  for (const line of text.split(/\r?\n/u)) {
    const rule = line.trim();
    if (rule === '' || rules.includes(rule)) continue;
    if (rule.length > RULE_MAX || !isAddressRule(rule)) return { ok: false, problem: 'invalid', line: rule.slice(0, RULE_MAX) };
    rules.push(rule);
  }
  return rules.length > ALLOWLIST_MAX ? { ok: false, problem: 'tooMany' } : { ok: true, rules };
}

/** The rules shown in the text area, one a line. */
export const allowlistText = (rules: readonly string[]) => rules.join('\n');

export type LaunchUrlProblem = 'required' | 'invalid' | 'tooLong' | 'notOutside';

/** A platform path ('/demo-vendor/…'): the vendor is served by the platform itself. */
export const isInHouseUrl = (url: string | null) => !url || url.startsWith('/');

/**
 * A launch URL as the server takes it: http(s) or a path of the platform starting with one '/'.
 * `outside`: only an https address outside the platform (what a rotated secret needs).
 */
export function launchUrlProblem(text: string, { outside = false } = {}): LaunchUrlProblem | null {
  const url = text.trim();
  if (url === '') return 'required';
  if (url.length > LAUNCH_URL_MAX) return 'tooLong';
  if (!/^(https?:\/\/|\/(?!\/))[^\s]+$/u.test(url)) return 'invalid';
  if (outside && !/^https:\/\/[^/\s]+/u.test(url)) return 'notOutside';
  return null;
}
