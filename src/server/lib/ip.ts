import { BlockList, isIP } from 'node:net';

/**
 * Address rules (single IPs or CIDR ranges, IPv4 and IPv6). Built on node's BlockList, which
 * matches IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) against IPv4 rules, so a dual-stack socket
 * address needs no special casing.
 */
export type AddressFamily = 'ipv4' | 'ipv6';

export function familyOf(address: string): AddressFamily | null {
  const kind = isIP(address);
  return kind === 4 ? 'ipv4' : kind === 6 ? 'ipv6' : null;
}

/** '::ffff:1.2.3.4' → '1.2.3.4', so logs, responses and rule checks see one form. */
export function normalizeAddress(address: string): string {
  // Fast path for the common case: a plain dotted IPv4 address is already canonical.
  if (!address.includes(':') && address.trim() === address) return address;
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (mapped?.[1]) return mapped[1];
  // IPv6 zone ids (fe80::1%eth0) are link-local details that never appear in rules.
  const zone = lower.indexOf('%');
  return zone >= 0 ? lower.slice(0, zone) : lower;
}

interface ParsedRule {
  address: string;
  prefix: number | null;
  family: AddressFamily;
}

export function parseRule(rule: string): ParsedRule | null {
  const [rawAddress, rawPrefix, extra] = rule.trim().split('/');
  if (rawAddress === undefined || extra !== undefined) return null;
  const address = normalizeAddress(rawAddress);
  const family = familyOf(address);
  if (!family) return null;
  if (rawPrefix === undefined) return { address, prefix: null, family };
  if (!/^\d{1,3}$/.test(rawPrefix)) return null;
  let prefix = Number(rawPrefix);
  // A mapped IPv4 range written in IPv6 form (::ffff:10.0.0.0/104) is really 10.0.0.0/8.
  if (family === 'ipv4' && rawAddress.includes(':')) prefix -= 96;
  const max = family === 'ipv4' ? 32 : 128;
  return prefix >= 0 && prefix <= max ? { address, prefix, family } : null;
}

export function isAddressRule(rule: string): boolean {
  return parseRule(rule) !== null;
}

export class AddressSet {
  private readonly list = new BlockList();
  readonly size: number;

  constructor(rules: readonly string[]) {
    let size = 0;
    for (const rule of rules) {
      const parsed = parseRule(rule);
      if (!parsed) continue;
      if (parsed.prefix === null) this.list.addAddress(parsed.address, parsed.family);
      else this.list.addSubnet(parsed.address, parsed.prefix, parsed.family);
      size += 1;
    }
    this.size = size;
  }

  has(address: string): boolean {
    if (this.size === 0) return false;
    const normalized = normalizeAddress(address);
    const family = familyOf(normalized);
    return family !== null && this.list.check(normalized, family);
  }
}
