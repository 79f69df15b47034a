import { describe, expect, it } from 'vitest';
import { ALLOWLIST_MAX, allowlistText, isAddressRule, isInHouseUrl, launchUrlProblem, parseAllowlist } from './games-allowlist';

describe('an allow-list rule', () => {
  it('takes addresses and CIDR ranges, IPv4 and IPv6, as the server does', () => {
    const good = ['203.0.113.7', '203.0.113.0/24', '0.0.0.0/0', '10.0.0.1/32', '2001:db8::1', '2001:db8::/32', '::1', '::', '::/0', 'fe80::1%eth0', '::ffff:10.0.0.1', '::ffff:10.0.0.0/104', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7::', '64:ff9b::192.0.2.33', ' 198.51.100.1 '];
    for (const rule of good) expect(isAddressRule(rule), rule).toBe(true);
  });

  it('refuses what the server refuses', () => {
    const bad = ['', 'example.com', '256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4/33', '1.2.3.4/', '1.2.3.4/-1', '1.2.3.4/8/8', '2001:db8::/129', '1:2:3:4:5:6:7:8:9', '1::2::3', '12345::', 'g::1', '::ffff:10.0.0.0/95', '1.2.3.4%eth0', '*'];
    for (const rule of bad) expect(isAddressRule(rule), rule).toBe(false);
  });
});

describe('the allow-list text', () => {
  it('reads one rule a line, dropping blanks and repeats', () => {
    expect(parseAllowlist('203.0.113.0/24\n\n  2001:db8::/32 \r\n203.0.113.0/24\n')).toEqual({ ok: true, rules: ['203.0.113.0/24', '2001:db8::/32'] });
    expect(parseAllowlist('   ')).toEqual({ ok: true, rules: [] });
    expect(parseAllowlist(allowlistText(['1.2.3.4', '::1']))).toEqual({ ok: true, rules: ['1.2.3.4', '::1'] });
  });

  it('names the first wrong line, and refuses more rules than the server keeps', () => {
    expect(parseAllowlist('1.2.3.4\nexample.com\nnope')).toEqual({ ok: false, problem: 'invalid', line: 'example.com' });
    expect(parseAllowlist(`${'1'.repeat(70)}`)).toMatchObject({ ok: false, problem: 'invalid' });
    const many = Array.from({ length: ALLOWLIST_MAX + 1 }, (_, i) => `10.0.${i}.0/24`).join('\n');
    expect(parseAllowlist(many)).toEqual({ ok: false, problem: 'tooMany' });
  });
});

describe('a launch URL', () => {
  it('is http(s) or a platform path, with at most 500 characters', () => {
    expect(launchUrlProblem('https://games.example/launch')).toBeNull();
    expect(launchUrlProblem('http://games.example/launch')).toBeNull();
    expect(launchUrlProblem('/demo-vendor/JDB/play')).toBeNull();
    expect(launchUrlProblem('  ')).toBe('required');
    expect(launchUrlProblem('//evil.example/x')).toBe('invalid');
    expect(launchUrlProblem('ftp://x')).toBe('invalid');
    expect(launchUrlProblem('https://a b')).toBe('invalid');
    expect(launchUrlProblem(`https://x.example/${'a'.repeat(500)}`)).toBe('tooLong');
  });

  it('must be an outside https address for a new secret', () => {
    expect(launchUrlProblem('https://games.example/launch', { outside: true })).toBeNull();
    expect(launchUrlProblem('http://games.example/launch', { outside: true })).toBe('notOutside');
    expect(launchUrlProblem('/demo-vendor/JDB/play', { outside: true })).toBe('notOutside');
  });

  it('starting with / or absent means served by the platform', () => {
    expect(isInHouseUrl('/demo-vendor/JDB/play')).toBe(true);
    expect(isInHouseUrl(null)).toBe(true);
    expect(isInHouseUrl('https://games.example/launch')).toBe(false);
  });
});
