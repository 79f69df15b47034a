import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@shared/api/console';
import { GENERATED_LENGTH, actionsOf, generatePassword, isLocked, passwordProblem, roleSummaries, usernameProblem, type RandomFill } from './operators-rules';

/** A fixed sequence of random words, so the generator's output can be checked exactly. */
const sequence = (values: number[]): RandomFill => {
  let i = 0;
  return (array) => {
    for (let k = 0; k < array.length; k += 1) {
      array[k] = values[i % values.length] ?? 0;
      i += 1;
    }
    return array;
  };
};

describe('operator form rules', () => {
  it('accepts what the server accepts and names what is wrong otherwise', () => {
    expect(usernameProblem('desk.1')).toBeNull();
    expect(usernameProblem('  a_b-c  ')).toBeNull();
    expect(usernameProblem('   ')).toBe('required');
    expect(usernameProblem('ab')).toBe('length');
    expect(usernameProblem('a'.repeat(33))).toBe('length');
    expect(usernameProblem('Desk1')).toBe('characters');
    expect(usernameProblem('desk 1')).toBe('characters');
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('1234567')).toBe('short');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('long');
  });

  it('generates passwords the server accepts, with every kind of character, from the crypto source', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_LENGTH);
      expect(passwordProblem(password)).toBeNull();
      expect(password).toMatch(/[a-z]/u);
      expect(password).toMatch(/[A-Z]/u);
      expect(password).toMatch(/[2-9]/u);
      expect(password).toMatch(/[-_.!@#%+=]/u);
      expect(password).not.toMatch(/[0O1lI]/u);
    }
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });

  it('rejects biased random words instead of folding them', () => {
    // 0xffffffff lies above the last whole multiple of every alphabet size: it is drawn again.
    // 0xffffffff is drawn again for the 24-letter and 9-symbol alphabets (index 5 next: f, F, #);
    // 8 digits divide 2^32 evenly, so there it is kept (remainder 7: 9). Folding would give others.
    const password = generatePassword(sequence([0xffff_ffff, 5]));
    expect(password).toHaveLength(GENERATED_LENGTH);
    expect(new Set(password)).toEqual(new Set(['f', 'F', '9', '#']));
  });

  it('tells a running lockout from a past one', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked('2026-01-01T10:05:00Z', now)).toBe(true);
    expect(isLocked('2026-01-01T09:55:00Z', now)).toBe(false);
    expect(isLocked('garbage', now)).toBe(false);
  });

  it('offers enable or disable by status, and unlock only during a lockout', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(actionsOf({ status: 'ACTIVE', lockedUntil: null }, now)).toEqual(['role', 'disable', 'reset']);
    expect(actionsOf({ status: 'DISABLED', lockedUntil: '2026-01-01T09:00:00Z' }, now)).toEqual(['role', 'enable', 'reset']);
    expect(actionsOf({ status: 'ACTIVE', lockedUntil: '2026-01-01T10:10:00Z' }, now)).toEqual(['role', 'disable', 'reset', 'unlock']);
  });

  it('lists each role with what it may do; only the administrator manages operators', () => {
    const summaries = roleSummaries();
    expect(summaries.map((s) => s.role)).toEqual(['admin', 'finance', 'support', 'content', 'readonly']);
    expect(summaries[0]?.permissions).toEqual(PERMISSIONS);
    expect(summaries.filter((s) => s.permissions.includes('operators.manage')).map((s) => s.role)).toEqual(['admin']);
    expect(summaries.every((s) => s.permissions.includes('read'))).toBe(true);
  });
});
