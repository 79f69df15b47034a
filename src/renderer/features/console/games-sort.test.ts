import { describe, expect, it } from 'vitest';
import { SORT_MAX, sortOrderOf } from './games-sort';

describe('a typed lobby order', () => {
  it('takes whole numbers from 0 to the maximum', () => {
    expect(sortOrderOf('0')).toBe(0);
    expect(sortOrderOf(' 42 ')).toBe(42);
    expect(sortOrderOf('007')).toBe(7);
    expect(sortOrderOf(String(SORT_MAX))).toBe(SORT_MAX);
  });

  it('refuses the rest', () => {
    for (const text of ['', ' ', '-1', '1.5', '1e3', 'abc', String(SORT_MAX + 1), '12345678', '0x10']) expect(sortOrderOf(text), text).toBeNull();
  });
});
