import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeAppRequest } from './app-protocol';

const root = path.resolve('/srv/app/out/renderer');

describe('routeAppRequest', () => {
  it('serves bundle files and falls back to index.html for client routes', () => {
    expect(routeAppRequest('app://app/assets/index-abc.js', root)).toEqual({
      kind: 'file',
      filePath: path.join(root, 'assets/index-abc.js'),
    });
    expect(routeAppRequest('app://app/member/securityCenter', root)).toEqual({
      kind: 'file',
      filePath: path.join(root, 'index.html'),
    });
    expect(routeAppRequest('app://app/', root)).toEqual({ kind: 'file', filePath: path.join(root, 'index.html') });
  });

  it('proxies platform API paths with their query', () => {
    expect(routeAppRequest('app://app/wps/system/status?x=1', root)).toEqual({
      kind: 'api',
      path: '/wps/system/status?x=1',
    });
    expect(routeAppRequest('app://app/lgw/games/game_menus', root)).toMatchObject({ kind: 'api' });
  });

  it('rejects traversal, other hosts and other schemes', () => {
    expect(routeAppRequest('app://app/..%2f..%2fetc%2fpasswd.txt', root)).toEqual({ kind: 'reject', status: 403 });
    expect(routeAppRequest('app://app/%E0%A4%A', root)).toEqual({ kind: 'reject', status: 400 });
    expect(routeAppRequest('app://evil/index.html', root)).toEqual({ kind: 'reject', status: 403 });
    expect(routeAppRequest('https://app/index.html', root)).toEqual({ kind: 'reject', status: 403 });
  });
});
