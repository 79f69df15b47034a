import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { earlyChunksScript, PAGE_SOURCES, pathPattern } from '../../scripts/lib/early-chunks';

const SRC = '/repo/src/renderer/';

/** A chunk as the build describes it: its file, the module it stands for and what it imports. */
function chunk(fileName: string, facade: string | null, imports: string[] = [], isEntry = false): Rollup.OutputChunk {
  return { type: 'chunk', fileName, facadeModuleId: facade ? `${SRC}${facade}` : null, imports, isEntry } as Rollup.OutputChunk;
}

const PAGES = ['home', 'agent-login', 'agent-centre', 'member-centre', 'lobby', 'game-centre', 'account-games', 'lottery', 'promotions', 'point-mall', 'seamless', 'mirrors'];
const CHUNKS: Rollup.OutputChunk[] = [
  chunk('assets/shell.js', 'main.tsx', ['assets/runtime.js'], true),
  chunk('assets/runtime.js', null),
  chunk('assets/shared-ui.js', null, ['assets/shell.js']),
  ...['en', 'cn', 'th'].flatMap((l) => [chunk(`assets/bundle-${l}.js`, `app/i18n/bundle-${l}.ts`, ['assets/shell.js']), chunk(`assets/centre-${l}.js`, `app/i18n/centre-${l}.ts`)]),
  ...PAGES.map((page) => chunk(`assets/${page}.js`, `app/routes/${page}.tsx`, page === 'home' || page === 'member-centre' ? ['assets/shared-ui.js', 'assets/shell.js'] : [])),
  chunk('assets/agent-layout.js', 'app/layouts/agent-layout.tsx', ['assets/shared-ui.js']),
  chunk('assets/game-layout.js', 'app/layouts/game-layout.tsx'),
];

/** Runs the head script as a page at `href` would, with that storage; answers the files it preloads. */
function preloads(href: string, storage: { lang?: string; token?: string; isAgent?: string } = {}): string[] {
  const url = new URL(href, 'https://play.example/');
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const store = (values: Record<string, string | undefined>) => ({ getItem: (key: string) => values[key] ?? null });
  const context = {
    location: { pathname: url.pathname, search: url.search },
    localStorage: store({ lang: storage.lang }),
    sessionStorage: store({ token: storage.token, isAgent: storage.isAgent }),
    document: {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: { rel: string; href: string; crossOrigin: string | null }) => links.push(link) },
    },
  };
  vm.runInNewContext(earlyChunksScript(CHUNKS), context);
  expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return links.map((link) => link.href);
}

describe('the head script that asks for the first screen’s chunks', () => {
  it("home: the saved language (else the default, TH) and home's chunk with what it imports, never the shell again", () => {
    expect(preloads('/', { lang: 'EN' })).toEqual(['/assets/bundle-en.js', '/assets/home.js', '/assets/shared-ui.js']);
    expect(preloads('/index.html')).toEqual(['/assets/bundle-th.js', '/assets/home.js', '/assets/shared-ui.js']);
    expect(preloads('/HOME/', { lang: 'CN' })).toEqual(['/assets/bundle-cn.js', '/assets/home.js', '/assets/shared-ui.js']);
  });

  it('a game list centre: the lobby; a game centre: the game centre', () => {
    expect(preloads('/rng?filter=NEW', { lang: 'EN' })).toEqual(['/assets/bundle-en.js', '/assets/lobby.js']);
    expect(preloads('/sports', { lang: 'EN' })).toEqual(['/assets/bundle-en.js', '/assets/game-centre.js']);
  });

  it("a member's centre page: its chunk and the centre's messages; a visitor (sent to log in) only the language", () => {
    const centre = ['/assets/bundle-en.js', '/assets/member-centre.js', '/assets/shared-ui.js', '/assets/centre-en.js'];
    expect(preloads('/member/depositv2', { lang: 'EN', token: 't' })).toEqual(centre);
    expect(preloads('/member?token=abc', { lang: 'EN' })).toEqual(centre);
    expect(preloads('/member/depositv2', { lang: 'EN' })).toEqual(['/assets/bundle-en.js']);
  });

  it('the agent centre: only for an agent, with its layout', () => {
    expect(preloads('/agentHome/registerCenter', { lang: 'TH', token: 't', isAgent: 'true' })).toEqual([
      '/assets/bundle-th.js',
      '/assets/agent-centre.js',
      '/assets/agent-layout.js',
      '/assets/shared-ui.js',
      '/assets/centre-th.js',
    ]);
    expect(preloads('/agentHome/registerCenter', { lang: 'TH', token: 't' })).toEqual(['/assets/bundle-th.js']);
  });

  it('unknown and hostile addresses and storage: only the (default) language', () => {
    for (const path of ['/nowhere', '/member/a/b', '/rngx', "/rng'--", '/%3Cscript%3E'])
      expect(preloads(path, { lang: 'EN', token: 't' }), path).toEqual(['/assets/bundle-en.js']);
    expect(preloads('/', { lang: '__proto__' })).toEqual(['/assets/bundle-th.js', '/assets/home.js', '/assets/shared-ui.js']);
    expect(preloads('/', { lang: 'toString' })).toEqual(['/assets/bundle-th.js', '/assets/home.js', '/assets/shared-ui.js']);
  });

  it('a build without one of the chunks it names fails rather than ship a script that preloads nothing', () => {
    expect(() => earlyChunksScript(CHUNKS.filter((c) => c.fileName !== 'assets/lobby.js'))).toThrow(/app\/routes\/lobby\.tsx/u);
  });

  it('route paths become anchored patterns with parameters as one segment', () => {
    expect(pathPattern('/')).toBe('');
    expect(pathPattern('/index.html')).toBe('/index\\.html');
    expect(pathPattern('/member/:page')).toBe('/member/[^/]+');
  });

  it('names, for every page family, the route module the app itself loads (app/pages.ts)', () => {
    const pages = fs.readFileSync(new URL('../../src/renderer/app/pages.ts', import.meta.url), 'utf8');
    const loaded = Object.fromEntries([...pages.matchAll(/^\s+(\w+): page\(\(\) => import\('\.\/(routes\/[\w-]+)'\)\),$/gmu)].map((m) => [m[1], `app/${m[2]}.tsx`]));
    expect(loaded).toEqual(PAGE_SOURCES);
  });
});
