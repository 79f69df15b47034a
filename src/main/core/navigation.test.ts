import { describe, expect, it } from 'vitest';
import {
  appWindowPolicy,
  decideWindowOpen,
  isExternalLink,
  navigationAllowed,
  permissionAllowed,
  remoteWindowPolicy,
  resolveGameUrl,
} from './navigation';

const APP = ['app://app'];

describe('navigation policy', () => {
  const game = remoteWindowPolicy('https://games.example.com/play?id=1');

  it('keeps the app window on the app origin', () => {
    const policy = appWindowPolicy(APP, false);
    expect(navigationAllowed(policy, 'app://app/member')).toBe(true);
    expect(navigationAllowed(policy, 'https://games.example.com/')).toBe(false);
  });

  it.each([
    'https://games.example.com.attacker.com/',
    'https://games.example.com@attacker.com/',
    'https://attacker.com/?https://games.example.com',
    'http://games.example.com/',
    'https://games.example.com:8443/',
    'https://cdn.games.example.com/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'app://app/index.html',
  ])('keeps a game window from navigating to %s', (url) => {
    expect(navigationAllowed(game, url)).toBe(false);
  });

  it('lets a game window move around its own origin', () => {
    expect(navigationAllowed(game, 'https://games.example.com/lobby')).toBe(true);
  });

  it('lets contents without a policy go nowhere', () => {
    expect(navigationAllowed(undefined, 'app://app/')).toBe(false);
    expect(remoteWindowPolicy('not a url')).toBeUndefined();
  });
});

describe('window.open', () => {
  it('denies by default', () => {
    expect(decideWindowOpen(undefined, 'https://example.com/')).toEqual({ action: 'deny' });
  });

  it('sends the agent’s https links to the system browser, but never in a kiosk', () => {
    expect(decideWindowOpen(appWindowPolicy(APP, false), 'https://pay.example.com/order/1')).toEqual({
      action: 'external',
      url: 'https://pay.example.com/order/1',
    });
    expect(decideWindowOpen(appWindowPolicy(APP, true), 'https://pay.example.com/order/1')).toEqual({ action: 'deny' });
  });

  it.each(['file:///C:/Windows/system32/calc.exe', 'smb://share/x', 'ms-settings:', 'javascript:alert(1)', 'http://example.com/', 'app://app/help'])(
    'never hands %s to the system',
    (url) => {
      expect(decideWindowOpen(appWindowPolicy(APP, false), url)).toEqual({ action: 'deny' });
      expect(isExternalLink(url)).toBe(false);
    },
  );

  it('keeps a game’s own pop-ups in the same window and denies the others', () => {
    const game = remoteWindowPolicy('https://games.example.com/play');
    expect(decideWindowOpen(game, 'https://games.example.com/rules')).toEqual({ action: 'same-window', url: 'https://games.example.com/rules' });
    expect(decideWindowOpen(game, 'https://games.example.com.attacker.com/')).toEqual({ action: 'deny' });
  });

  it('accepts plain mailto: and tel: links for support', () => {
    expect(isExternalLink('mailto:support@luckyharbor.example')).toBe(true);
    expect(isExternalLink('tel:+66 2 123 4567')).toBe(true);
    expect(isExternalLink('mailto:a@b.example?attach=/etc/passwd')).toBe(false);
  });
});

describe('game URLs', () => {
  const mirror = 'https://m2.example.com';

  it('resolves root-relative launch URLs against the active mirror, not the app origin', () => {
    expect(resolveGameUrl('/demo-vendor/play?t=abc', mirror)).toBe('https://m2.example.com/demo-vendor/play?t=abc');
  });

  it('keeps absolute https launch URLs', () => {
    expect(resolveGameUrl('https://vendor.example.net/launch?token=x', mirror)).toBe('https://vendor.example.net/launch?token=x');
  });

  it.each(['//attacker.com/x', '/\\attacker.com/x', 'javascript:alert(1)', 'http://vendor.example.net/', 'app://app/x', 'file:///x'])(
    'refuses %s',
    (url) => {
      expect(resolveGameUrl(url, mirror)).toBeUndefined();
    },
  );

  it('cannot resolve a relative URL while no mirror answers', () => {
    expect(resolveGameUrl('/demo-vendor/play', null)).toBeUndefined();
  });
});

describe('permissions', () => {
  it('grants only clipboard writes, and only to the app', () => {
    expect(permissionAllowed('clipboard-sanitized-write', 'app://app/member', APP)).toBe(true);
    expect(permissionAllowed('clipboard-sanitized-write', 'https://games.example.com/', APP)).toBe(false);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen']) {
      expect(permissionAllowed(permission, 'app://app/', APP)).toBe(false);
    }
  });
});
