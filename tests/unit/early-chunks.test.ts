import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { CENTRE_PAGE_SOURCES } from '../../scripts/lib/centre-page-sources';
import { earlyChunksScript, PAGE_SOURCES, pathPattern } from '../../scripts/lib/early-chunks';

const SRC = '/repo/src/renderer/';

/** A chunk as the build describes it: its file, the module it stands for, what it imports and its style sheets. */
function chunk(fileName: string, facade: string | null, imports: string[] = [], isEntry = false, css: string[] = []): Rollup.OutputChunk {
  const viteMetadata = { importedCss: new Set(css), importedAssets: new Set<string>() };
  return { type: 'chunk', fileName, facadeModuleId: facade ? `${SRC}${facade}` : null, imports, isEntry, viteMetadata } as Rollup.OutputChunk;
}

/** `features/cashier/components/deposit-page.tsx` → `assets/deposit-page.js`. */
const fileOfModule = (module: string) => `assets/${module.replace(/^.*\//u, '').replace(/\.tsx?$/u, '')}.js`;
const CENTRE_MODULES = new Set(
  Object.values(CENTRE_PAGE_SOURCES).flatMap((centre) => [centre.table, ...Object.values(centre.pages).map((page) => page.module)]),
);

const PAGES = ['home', 'agent-login', 'agent-centre', 'member-centre', 'lobby', 'game-centre', 'account-games', 'lottery', 'promotions', 'point-mall', 'seamless', 'mirrors'];
// Home and the member centre share a chunk; a centre's route module imports its page table.
const PAGE_IMPORTS: Record<string, string[]> = {
  home: ['assets/shared-ui.js', 'assets/shell.js'],
  'member-centre': ['assets/shared-ui.js', 'assets/shell.js', 'assets/member-pages.js'],
  'agent-centre': ['assets/agent-pages.js'],
};
const CHUNKS: Rollup.OutputChunk[] = [
  chunk('assets/shell.js', 'main.tsx', ['assets/runtime.js'], true, ['assets/shell.css']),
  chunk('assets/runtime.js', null),
  chunk('assets/shared-ui.js', null, ['assets/shell.js']),
  ...['en', 'cn', 'th'].flatMap((l) => [
    chunk(`assets/bundle-${l}.js`, `app/i18n/bundle-${l}.ts`, ['assets/shell.js']),
    chunk(`assets/centre-${l}.js`, `app/i18n/centre-${l}.ts`),
    chunk(`assets/promotions-${l}.js`, `app/i18n/promotions-${l}.ts`),
  ]),
  // Every centre page a chunk of its own; the deposit page imports a shared form chunk with a style sheet.
  ...[...CENTRE_MODULES].map((module) =>
    module.endsWith('deposit-page.tsx')
      ? chunk(fileOfModule(module), module, ['assets/shell.js', 'assets/forms.js', 'assets/shared-ui.js'], false, ['assets/deposit-page.css'])
      : chunk(fileOfModule(module), module, ['assets/shell.js']),
  ),
  chunk('assets/forms.js', null, ['assets/shell.js'], false, ['assets/forms.css']),
  ...PAGES.map((page) => chunk(`assets/${page}.js`, `app/routes/${page}.tsx`, PAGE_IMPORTS[page] ?? [])),
  chunk('assets/agent-layout.js', 'app/layouts/agent-layout.tsx', ['assets/shared-ui.js']),
  chunk('assets/game-layout.js', 'app/layouts/game-layout.tsx'),
];

/** Runs the head script as a page at `href` would, with that storage; answers the files it preloads. */
function preloads(href: string, storage: { lang?: string; token?: string; isAgent?: string } = {}): string[] {
  const url = new URL(href, 'https://play.example/');
  const links: { rel: string; as?: string; href: string; crossOrigin: string | null }[] = [];
  const store = (values: Record<string, string | undefined>) => ({ getItem: (key: string) => values[key] ?? null });
  const context = {
    location: { pathname: url.pathname, search: url.search },
    localStorage: store({ lang: storage.lang }),
    sessionStorage: store({ token: storage.token, isAgent: storage.isAgent }),
    document: {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  };
  vm.runInNewContext(earlyChunksScript(CHUNKS), context);
  // Scripts as module preloads; style sheets as style preloads, in the CORS mode vite's loader then asks with.
  for (const link of links) {
    if (link.href.endsWith('.css')) expect(link).toMatchObject({ rel: 'preload', as: 'style', crossOrigin: '' });
    else expect(link).toMatchObject({ rel: 'modulepreload', crossOrigin: '' });
  }
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

  it("a member's centre: its chunk, its page table and the centre's messages; a visitor (sent to log in) only the language", () => {
    const centre = ['/assets/bundle-en.js', '/assets/member-centre.js', '/assets/shared-ui.js', '/assets/member-pages.js', '/assets/centre-en.js'];
    // The first page (the security centre) is in the page table's own chunk.
    expect(preloads('/member', { lang: 'EN', token: 't' })).toEqual(centre);
    expect(preloads('/member?token=abc', { lang: 'EN' })).toEqual(centre);
    expect(preloads('/member/securityCenter', { lang: 'EN', token: 't' })).toEqual(centre);
    expect(preloads('/member/depositv2', { lang: 'EN' })).toEqual(['/assets/bundle-en.js']);
  });

  it("a centre page of its own chunk: that chunk, what it imports that the centre does not, their style sheets, and the page's messages", () => {
    const centre = ['/assets/bundle-en.js', '/assets/member-centre.js', '/assets/shared-ui.js', '/assets/member-pages.js', '/assets/centre-en.js'];
    expect(preloads('/member/depositv2', { lang: 'EN', token: 't' })).toEqual([
      ...centre,
      '/assets/deposit-page.js',
      '/assets/forms.js',
      '/assets/deposit-page.css',
      '/assets/forms.css',
    ]);
    expect(preloads('/member/manualRebate/', { lang: 'CN', token: 't' })).toEqual([
      '/assets/bundle-cn.js',
      '/assets/member-centre.js',
      '/assets/shared-ui.js',
      '/assets/member-pages.js',
      '/assets/centre-cn.js',
      '/assets/rebate-page.js',
      '/assets/promotions-cn.js',
    ]);
    // A page name the centre does not know opens its first page, as member-pages.tsx's memberPageOf does.
    for (const page of ['DEPOSITV2', 'nowhere', '__proto__', 'hasOwnProperty', 'referral'])
      expect(preloads(`/member/${page}`, { lang: 'EN', token: 't' }), page).toEqual(centre);
  });

  it("the promotions page: its chunk and the promotions messages of the saved language", () => {
    expect(preloads('/promotions', { lang: 'TH' })).toEqual(['/assets/bundle-th.js', '/assets/promotions.js', '/assets/promotions-th.js']);
  });

  it('the agent centre: only for an agent, with its layout', () => {
    const centre = ['/assets/bundle-th.js', '/assets/agent-centre.js', '/assets/agent-pages.js', '/assets/agent-layout.js', '/assets/shared-ui.js', '/assets/centre-th.js'];
    expect(preloads('/agentHome/registerCenter', { lang: 'TH', token: 't', isAgent: 'true' })).toEqual([...centre, '/assets/register-center-page.js']);
    expect(preloads('/agentHome', { lang: 'TH', token: 't', isAgent: 'true' })).toEqual([...centre, '/assets/team-overview-page.js']);
    expect(preloads('/agentHome/agentHourSalary', { lang: 'TH', token: 't', isAgent: 'true' })).toEqual([...centre, '/assets/contract-page.js']);
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

  it('names, for every centre page of its own chunk, the module the centre itself loads (member-pages.tsx, agent-pages.tsx)', () => {
    for (const [name, centre] of Object.entries(CENTRE_PAGE_SOURCES)) {
      const table = fs.readFileSync(new URL(`../../src/renderer/${centre.table}`, import.meta.url), 'utf8');
      // Each `page: preloadable(…import('@/module')…)` entry of the page table, to the first import after it.
      const loaded = Object.fromEntries(
        [...table.matchAll(/^\s+(\w+): preloadable\([^]*?import\('(?:@\/|\.\/)([\w/-]+)'\)/gmu)].map((m) => [
          m[1],
          m[2]?.includes('/') ? `${m[2]}.tsx` : `app/routes/${m[2]}.tsx`,
        ]),
      );
      const listed = Object.fromEntries(Object.entries(centre.pages).map(([page, source]) => [page, source.module]));
      if (name === 'agentCentre') {
        // The contract pages come from one function over the contract kinds, all with one module.
        expect(table).toMatch(/import\('@\/features\/agent\/components\/contract-page'\)/u);
        for (const page of ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'])
          loaded[page] = 'features/agent/components/contract-page.tsx';
      }
      expect(listed, name).toEqual(loaded);
    }
  });

  it('names, for every page family, the route module the app itself loads (app/pages.ts)', () => {
    const pages = fs.readFileSync(new URL('../../src/renderer/app/pages.ts', import.meta.url), 'utf8');
    const loaded = Object.fromEntries([...pages.matchAll(/^\s+(\w+): page\(\(\) => import\('\.\/(routes\/[\w-]+)'\)\),$/gmu)].map((m) => [m[1], `app/${m[2]}.tsx`]));
    expect(loaded).toEqual(PAGE_SOURCES);
  });
});
