import { describe, expect, it } from 'vitest';
import { canonical, patchOf, readSections } from './config-sections';

describe('config sections', () => {
  it('patches only the leaves that changed; arrays go whole', () => {
    const before = { cashier: { withdrawMinAmount: 10_000, withdrawMaxAmount: 5_000_000 }, maintenance: { allowList: ['1.2.3.4'], enabled: false } };
    const after = { cashier: { withdrawMinAmount: 25_000, withdrawMaxAmount: 5_000_000 }, maintenance: { allowList: ['1.2.3.4', '10.0.0.0/8'], enabled: false } };
    expect(patchOf(before, after)).toEqual({ cashier: { withdrawMinAmount: 25_000 }, maintenance: { allowList: ['1.2.3.4', '10.0.0.0/8'] } });
    expect(patchOf(before, structuredClone(before))).toBeUndefined();
    expect(patchOf({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toBeUndefined();
    expect(canonical({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });

  it('reads sections it knows and refuses others', () => {
    expect(readSections({ features: {} })).toBeNull();
  });
});
