import { describe, expect, it } from 'vitest';
import { isArray, parseCached } from './session-cache';

describe('parseCached', () => {
  it('hits only for the same stamp and a valid value', () => {
    const raw = JSON.stringify({ stamp: 'EN', value: [1, 2] });
    expect(parseCached(raw, 'EN', isArray)).toEqual([1, 2]);
    expect(parseCached(raw, 'TH', isArray)).toBeNull();
    expect(parseCached(JSON.stringify({ stamp: 'EN', value: {} }), 'EN', isArray)).toBeNull();
  });

  it('misses on nothing or garbage', () => {
    expect(parseCached(null, 'EN', isArray)).toBeNull();
    expect(parseCached('{oops', 'EN', isArray)).toBeNull();
  });
});
