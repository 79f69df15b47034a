import { describe, expect, it } from 'vitest';
import { REMEMBER_MS, decodeRemembered, encodeRemembered } from './remember-me';

describe('remember-me', () => {
  const now = 1_700_000_000_000;
  it('keeps the username for one day and only the username', () => {
    const raw = encodeRemembered('alice01', now);
    expect(Object.keys(JSON.parse(raw) as object).sort()).toEqual(['expiresAt', 'username']);
    expect(decodeRemembered(raw, now)).toBe('alice01');
    expect(decodeRemembered(raw, now + REMEMBER_MS - 1)).toBe('alice01');
    expect(decodeRemembered(raw, now + REMEMBER_MS)).toBeNull();
  });
  it('ignores missing or damaged values', () => {
    expect(decodeRemembered(null, now)).toBeNull();
    expect(decodeRemembered('{', now)).toBeNull();
    expect(decodeRemembered('{"username":1,"expiresAt":2}', now)).toBeNull();
  });
});
