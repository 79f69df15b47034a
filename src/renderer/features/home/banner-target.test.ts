import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

describe('bannerTarget', () => {
  it('routes inside the app, opens https links, launches games, goes to promotions', () => {
    expect(bannerTarget({ linkageType: 'URL', linkage: '/live' })).toEqual({ kind: 'route', to: '/live' });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://example.com/a' })).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(bannerTarget({ linkageType: 'GAME', linkage: 'PG-RNG-1' })).toEqual({ kind: 'game', nodeId: 'PG-RNG-1' });
    expect(bannerTarget({ linkageType: 'PROMO', linkage: 'WELCOME' })).toEqual({ kind: 'route', to: '/promotions?code=WELCOME' });
  });

  it('does nothing for NONE, empty, protocol-relative or non-https links', () => {
    expect(bannerTarget({ linkageType: 'NONE', linkage: 'x' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'URL', linkage: ' ' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'URL', linkage: '//evil.example' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
  });
});
