import { describe, expect, it } from 'vitest';
import { parseTrustProxy, fastifyTrustProxy, loadConfig } from '../config';
import { CachedValue } from './cached-value';
import { deepMerge } from './deep-merge';
import { fieldErrorsFromIssues } from './field-errors';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['TRUE', true],
    ['2', 2],
    [' 10.0.0.0/8 , loopback ', '10.0.0.0/8,loopback'],
  ] as const)('%s → %s', (raw, expected) => expect(parseTrustProxy(raw)).toBe(expected));

  it('trusts exactly n hops for a hop count', () => {
    const trust = fastifyTrustProxy(1);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.2', 1)).toBe(false);
  });

  it('defaults to port 8080 on localhost with a 64 KiB body limit', () => {
    expect(loadConfig({})).toMatchObject({ port: 8080, host: 'localhost', bodyLimit: 65536, trustProxy: false });
  });
});

describe('deepMerge', () => {
  it('merges objects and replaces arrays', () => {
    const base = { a: { b: 1, c: [1, 2] }, d: 'x' };
    expect(deepMerge(base, { a: { c: [3] } })).toEqual({ a: { b: 1, c: [3] }, d: 'x' });
    expect(base.a.c).toEqual([1, 2]);
  });
});

describe('fieldErrorsFromIssues', () => {
  it('keys problems by dotted path and names unknown fields', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['maintenance', 'enabled'], message: 'expected boolean' },
        { path: [], message: 'unrecognized', keys: ['extra'] },
        { path: ['maintenance', 'enabled'], message: 'second problem' },
      ]),
    ).toEqual({ 'maintenance.enabled': 'expected boolean', extra: 'unknown_field' });
  });
});

describe('CachedValue', () => {
  it('serves the stale value while one reload runs, and reloads after invalidate()', async () => {
    let loads = 0;
    let release: () => void = () => undefined;
    const cache = new CachedValue(async () => {
      loads += 1;
      if (loads === 2) await new Promise<void>((resolve) => (release = resolve));
      return loads;
    }, 1000);
    expect(await cache.get(0)).toBe(1);
    const later = Date.now() + 5000;
    expect(await cache.get(later)).toBe(1);
    expect(await cache.get(later)).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(2);
    cache.invalidate();
    expect(await cache.get()).toBe(3);
  });
});
