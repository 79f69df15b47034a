import { describe, expect, it } from 'vitest';
import { badEntries, isAddressRule, isDomain, isoOf, linesOf, localInputOf, majorText, minorOf, wholeOf } from './config-values';

describe('config values', () => {
  it('takes IPv4 and IPv6 addresses and ranges as the server does, and nothing else', () => {
    for (const good of ['10.0.0.0/8', '203.0.113.7', '0.0.0.0/0', '::1', '2001:db8::/32', 'fe80::1', '::ffff:10.0.0.1', '1:2:3:4:5:6:7:8', '2001:db8::1/128']) expect(isAddressRule(good), good).toBe(true);
    for (const bad of ['not-an-address', '10.0.0.256', '10.0.0/8', '10.0.0.0/33', '01.2.3.4', '1:2:3:4:5:6:7:8:9', '2001:db8::1::2', '::/129', '1.2.3.4/8/9', '', '1:2:3']) expect(isAddressRule(bad), bad).toBe(false);
    expect(badEntries(['1.2.3.4', 'x'], isAddressRule)).toEqual(['x']);
  });

  it('reads lists, whole numbers and domains', () => {
    expect(linesOf(' 10.0.0.0/8 \n\n1.2.3.4, 5.6.7.8 ')).toEqual(['10.0.0.0/8', '1.2.3.4', '5.6.7.8']);
    expect([wholeOf('42'), wholeOf(' 0 '), wholeOf('4.2'), wholeOf(''), wholeOf('-3')]).toEqual([42, 0, null, null, -3]);
    expect([isDomain('mirror-1.example.com'), isDomain('example'), isDomain('-bad.example.com'), isDomain('a b.com')]).toEqual([true, false, false, false]);
  });

  it('turns money between major and minor units without floating point', () => {
    expect([minorOf('250', 2), minorOf('250.5', 2), minorOf('1,000.25', 2), minorOf('0.07', 2), minorOf('1.234', 2), minorOf('abc', 2), minorOf('12', 0)]).toEqual([25_000, 25_050, 100_025, 7, null, null, 12]);
    expect([majorText(25_000, 2), majorText(7, 2), majorText(12, 0)]).toEqual(['250.00', '0.07', '12']);
    expect(minorOf(majorText(2_000_000, 2), 2)).toBe(2_000_000);
  });

  it('turns times between ISO and the datetime input, in the browser zone', () => {
    const iso = '2026-12-01T03:30:00.000Z';
    expect(isoOf(localInputOf(iso))).toBe(iso);
    expect([isoOf(''), isoOf('tomorrow'), localInputOf(null)]).toEqual([null, undefined, '']);
  });
});
