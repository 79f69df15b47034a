import { describe, expect, it } from 'vitest';
import { KeyedCache } from './keyed-cache';

describe('KeyedCache', () => {
  it('loads a key once, serves it without waiting afterwards, and drops the least recently read beyond the bound', async () => {
    const loads: string[] = [];
    const cache = new KeyedCache<string>(60_000, 2);
    const load = (key: string) => () => {
      loads.push(key);
      return Promise.resolve(`value of ${key}`);
    };
    expect(cache.peek('a')).toBeUndefined();
    await Promise.all([cache.get('a', load('a')), cache.get('a', load('a'))]);
    expect(cache.peek('a')).toBe('value of a');
    await cache.get('b', load('b'));
    cache.peek('a');
    await cache.get('c', load('c'));
    expect(cache.size).toBe(2);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('value of a');
    expect(loads).toEqual(['a', 'b', 'c']);
  });

  it('retries a key whose load failed', async () => {
    const cache = new KeyedCache<number>(60_000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve(7))).toBe(7);
  });
});
