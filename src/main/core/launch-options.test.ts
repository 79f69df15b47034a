import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_PRIORITY } from './mirror-list';
import { parseLaunchOptions } from './launch-options';

describe('launch options', () => {
  it('reads --kiosk and --idle-timeout', () => {
    expect(parseLaunchOptions(['electron', '.', '--kiosk', '--idle-timeout=45'], {}, '')).toMatchObject({ kiosk: true, idleTimeoutSeconds: 45 });
    expect(parseLaunchOptions(['electron', '.'], {}, '')).toEqual({ kiosk: false, bootstrap: [] });
  });

  it.each(['--idle-timeout=3', '--idle-timeout=abc', '--idle-timeout=', '--idle-timeout=99999'])('ignores %s', (arg) => {
    expect(parseLaunchOptions([arg], {}, '').idleTimeoutSeconds).toBeUndefined();
  });

  it('takes mirrors from PLATFORM_MIRRORS, else PLATFORM_URL, else the built-in list', () => {
    const builtIn = 'm1.example.com,https://m2.example.com';
    expect(parseLaunchOptions([], {}, builtIn).bootstrap).toEqual([
      { origin: 'https://m1.example.com', priority: BOOTSTRAP_PRIORITY },
      { origin: 'https://m2.example.com', priority: BOOTSTRAP_PRIORITY + 1 },
    ]);
    expect(parseLaunchOptions([], { PLATFORM_URL: 'http://127.0.0.1:8080' }, builtIn).bootstrap.map((m) => m.origin)).toEqual([
      'http://127.0.0.1:8080',
    ]);
    const both = { PLATFORM_URL: 'http://127.0.0.1:8080', PLATFORM_MIRRORS: 'http://127.0.0.1:1, http://127.0.0.1:2' };
    expect(parseLaunchOptions([], both, builtIn).bootstrap.map((m) => m.origin)).toEqual(['http://127.0.0.1:1', 'http://127.0.0.1:2']);
  });
});
