import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './domain';

describe('normalizeDomain', () => {
  it('requires input', () => {
    expect(normalizeDomain('')).toEqual({ ok: false, reason: 'required' });
    expect(normalizeDomain('   ')).toEqual({ ok: false, reason: 'required' });
  });
  it('accepts domains and pasted URLs', () => {
    expect(normalizeDomain(' WWW.Example.com ')).toEqual({ ok: true, domain: 'www.example.com' });
    expect(normalizeDomain('https://m.example.co.th:8443/path?q=1')).toEqual({ ok: true, domain: 'm.example.co.th' });
  });
  it('rejects what is not a host name', () => {
    for (const bad of ['localhost', 'not a domain', '-bad.com', 'bad-.com', 'a..b', 'https://']) {
      expect(normalizeDomain(bad)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
