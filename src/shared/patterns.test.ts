import { describe, expect, it } from 'vitest';
import { boundsText, checkField, PATTERNS } from './patterns';

describe('pattern catalogue', () => {
  it('accepts and refuses by pattern', () => {
    expect(PATTERNS.letterFirstAlnum.test('abc123')).toBe(true);
    expect(PATTERNS.letterFirstAlnum.test('1abc')).toBe(false);
    expect(PATTERNS.email.test('a@b.co')).toBe(true);
    expect(PATTERNS.email.test('a@b')).toBe(false);
    expect(PATTERNS.strongPassword.test('Aa1!aaaa')).toBe(true);
    expect(PATTERNS.strongPassword.test('Aa1aaaaa')).toBe(false);
    expect(PATTERNS.thai.test('สวัสดี')).toBe(true);
    expect(PATTERNS.fullName.test('John Smith')).toBe(true);
    expect(PATTERNS.dateYmd.test('2026-02-31')).toBe(true);
    expect(PATTERNS.dateYmd.test('2026-13-01')).toBe(false);
  });

  it("treats '*' as accepting every input within bounds", () => {
    expect(checkField('anything at all', { acceptedPattern: '*' }, true)).toBeUndefined();
    expect(checkField('ab', { acceptedPattern: '*', min: 3 }, true)).toEqual({ kind: 'length', min: 3, max: undefined });
  });

  it('reports required, pattern and bounds', () => {
    expect(checkField('', { acceptedPattern: 'alnum' }, true)).toEqual({ kind: 'required' });
    expect(checkField('', { acceptedPattern: 'alnum' }, false)).toBeUndefined();
    expect(checkField('ab', { acceptedPattern: 'alnum', min: 6, max: 12 }, true)).toMatchObject({ kind: 'pattern' });
  });

  it('merges equal bounds into one number', () => {
    expect(boundsText(6, 12)).toBe('6-12');
    expect(boundsText(10, 10)).toBe('10');
  });
});
