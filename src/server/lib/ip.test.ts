import { describe, expect, it } from 'vitest';
import { AddressSet, isAddressRule, normalizeAddress } from './ip';

describe('address rules', () => {
  it('matches single addresses and CIDR ranges, v4 and v6', () => {
    const set = new AddressSet(['203.0.113.7', '10.0.0.0/8', '2001:db8::/32', '::1']);
    expect(set.has('203.0.113.7')).toBe(true);
    expect(set.has('203.0.113.8')).toBe(false);
    expect(set.has('10.200.1.1')).toBe(true);
    expect(set.has('11.0.0.1')).toBe(false);
    expect(set.has('2001:db8:ffff::1')).toBe(true);
    expect(set.has('2001:db9::1')).toBe(false);
    expect(set.has('::1')).toBe(true);
  });

  it('treats IPv4-mapped IPv6 addresses as IPv4, in addresses and in rules', () => {
    expect(new AddressSet(['10.0.0.0/8']).has('::ffff:10.1.2.3')).toBe(true);
    expect(new AddressSet(['::ffff:10.0.0.0/104']).has('10.9.9.9')).toBe(true);
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
  });

  it('ignores garbage rules and never matches garbage addresses', () => {
    expect(isAddressRule('10.0.0.0/33')).toBe(false);
    expect(isAddressRule('not-an-ip')).toBe(false);
    expect(isAddressRule('1.2.3.4/8/9')).toBe(false);
    const set = new AddressSet(['bogus', '0.0.0.0/0']);
    expect(set.size).toBe(1);
    expect(set.has('garbage')).toBe(false);
    expect(set.has('198.51.100.1')).toBe(true);
  });
});
