import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUrl, stepAt, totpAt } from './totp';

describe('TOTP (RFC 6238)', () => {
  it('gives RFC 4226 appendix D HOTP values', () => {
    const key = Buffer.from('12345678901234567890');
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });

  it('gives RFC 6238 appendix B SHA-1 values (their last six digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1_111_111_109, '07081804'],
      [1_111_111_111, '14050471'],
      [1_234_567_890, '89005924'],
      [2_000_000_000, '69279037'],
      [20_000_000_000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpAt(secret, seconds * 1000)).toBe(code.slice(-6));
    expect(hotp(base32Decode(secret), stepAt(59_000), 8)).toBe('94287082');
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw6ytboi').toString()).toBe('foobar');
    expect(() => base32Decode('not-base32!')).toThrow();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/u);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the code of now and of one step either side, each once, and nothing else', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = stepAt(now);
    expect(matchTotp(secret, totpAt(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, totpAt(secret, now - 30_000), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, now + 30_000), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpAt(secret, now - 90_000), now, null)).toBeUndefined();
    // Replay: a step at or before the last one accepted never passes again.
    expect(matchTotp(secret, totpAt(secret, now), now, step)).toBeUndefined();
    expect(matchTotp(secret, totpAt(secret, now - 30_000), now, step - 1)).toBeUndefined();
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456', '12 456']) expect(matchTotp(secret, bad, now, null)).toBeUndefined();
  });

  it('writes the key URI authenticator apps scan', () => {
    const url = new URL(otpauthUrl('Lucky Harbor', 'ops', 'JBSWY3DPEHPK3PXP'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Lucky Harbor:ops');
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Lucky Harbor', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
