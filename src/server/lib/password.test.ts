import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo1234', 'test');
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('writes a self-describing hash with a fresh salt each time', async () => {
    const a = await hashPassword('same-password', 'test');
    const b = await hashPassword('same-password', 'test');
    expect(a).not.toBe(b);
    const parts = a.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', String(2 ** 12), '8', '1']);
    expect(Buffer.from(parts[4] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5] ?? '', 'base64')).toHaveLength(32);
  });

  it('uses N=2^17 at production cost and still verifies', async () => {
    const stored = await hashPassword('Agent1234');
    expect(stored.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(await verifyPassword('Agent1234', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('reads the parameters from the hash, so test-cost hashes verify and are flagged for rehash', async () => {
    const stored = await hashPassword('Down1234', 'test');
    expect(needsRehash(stored, 'production')).toBe(true);
    expect(needsRehash(stored, 'test')).toBe(false);
    expect(await verifyPassword('Down1234', stored)).toBe(true);
  });

  it('rejects malformed or hostile hashes without throwing', async () => {
    const good = await hashPassword('x1y2z3', 'test');
    const [, , r, p, salt, key] = good.split('$');
    const bad = [
      '',
      'plain-text',
      `bcrypt$4096$${r}$${p}$${salt}$${key}`,
      `scrypt$4095$${r}$${p}$${salt}$${key}`,
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`,
      `scrypt$4096$0$${p}$${salt}$${key}`,
      `scrypt$4096$${r}$${p}$$${key}`,
      `scrypt$4096$${r}$${p}$${salt}$AAAA`,
      `scrypt$4096$${r}$${p}$${salt}`,
    ];
    for (const stored of bad) {
      expect(await verifyPassword('x1y2z3', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });

  it('treats a tampered key as a mismatch', async () => {
    const stored = await hashPassword('Demo1234', 'test');
    const parts = stored.split('$');
    const key = Buffer.from(parts[5] ?? '', 'base64');
    key[0] = (key[0] ?? 0) ^ 0xff;
    parts[5] = key.toString('base64');
    expect(await verifyPassword('Demo1234', parts.join('$'))).toBe(false);
  });
});
