import { describe, expect, it } from 'vitest';
import { findHostileText, isHostileText } from './hostile-text';

describe('hostile text', () => {
  it('finds NUL and unpaired surrogates, not paired ones or other control characters', () => {
    for (const bad of ['\u0000', 'a\u0000', '\uD800', 'a\uD800b', '\uDFFF', 'a\uDC00', '\uDC00\uD800', '\uD83D\uD83D\uDE00\uDE00']) {
      expect(isHostileText(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['', 'plain', '\uD83D\uDE00', 'นกยูง', '中文', '\u0001\t\n\u007f', '\uFFFD']) {
      expect(isHostileText(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('names the path of the first hostile string, in values and keys, at any depth', () => {
    expect(findHostileText({ a: 'ok', b: { c: ['ok', 'x\u0000'] } })).toEqual(['b', 'c', '1']);
    expect(findHostileText({ a: { ['k\uD800']: 1 } })).toEqual(['a', 'k\uFFFD']);
    expect(findHostileText('\uDC00')).toEqual([]);
    expect(findHostileText({ a: 1, b: null, c: true, d: ['x'] })).toBeUndefined();
    expect(findHostileText(Buffer.from([0, 0, 0]))).toBeUndefined();
    // The query parser's objects have a prototype of their own.
    const query: Record<string, unknown> = Object.create(Object.create(null) as object) as Record<string, unknown>;
    query.q = 'a\u0000';
    expect(findHostileText(query)).toEqual(['q']);
  });

  it('walks very deep values without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findHostileText(deep)).toHaveLength(100_000);
  });
});
