import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, isSafeExternalUrl, originOf } from './origin';

describe('originOf', () => {
  it('parses web and app origins', () => {
    expect(originOf('https://example.com/a?b#c')).toBe('https://example.com');
    expect(originOf('https://example.com:8443/')).toBe('https://example.com:8443');
    expect(originOf('app://app/index.html')).toBe('app://app');
  });

  it('refuses what is not a trusted web origin', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,x', 'not a url', '', 'https://user:pw@example.com/']) {
      expect(originOf(url)).toBeUndefined();
    }
  });
});

describe('isAllowedOrigin', () => {
  const allowed = ['https://example.com', 'app://app'];

  it('accepts the exact origins', () => {
    expect(isAllowedOrigin('https://example.com/games/1', allowed)).toBe(true);
    expect(isAllowedOrigin('app://app/member', allowed)).toBe(true);
  });

  it.each([
    'https://example.com.attacker.com/',
    'https://attacker.com/?https://example.com',
    'https://example.com@attacker.com/',
    'http://example.com/',
    'https://example.com:444/',
    'https://sub.example.com/',
    'https://xexample.com/',
    'app://other/index.html',
    'file:///work/main/out/renderer/index.html',
  ])('rejects %s', (url) => {
    expect(isAllowedOrigin(url, allowed)).toBe(false);
  });
});

describe('isSafeExternalUrl', () => {
  it('accepts https and loopback http only', () => {
    expect(isSafeExternalUrl('https://support.example.com/chat')).toBe(true);
    expect(isSafeExternalUrl('http://127.0.0.1:8080/cs')).toBe(true);
    expect(isSafeExternalUrl('http://example.com/')).toBe(false);
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
  });
});
