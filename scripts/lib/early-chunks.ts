import type { Plugin, Rollup } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../../src/shared/constants';
import { ROUTES, type RouteAuth, type RouteLayout, type RoutePage } from '../../src/shared/routes';

/** Each page family's route module (src/renderer/app/pages.ts loads the same files). */
export const PAGE_SOURCES: Record<RoutePage, string> = {
  home: 'app/routes/home.tsx',
  agentLogin: 'app/routes/agent-login.tsx',
  agentCentre: 'app/routes/agent-centre.tsx',
  memberCentre: 'app/routes/member-centre.tsx',
  gameCentre: 'app/routes/game-centre.tsx',
  gameList: 'app/routes/lobby.tsx',
  accountGames: 'app/routes/account-games.tsx',
  lottery: 'app/routes/lottery.tsx',
  promotions: 'app/routes/promotions.tsx',
  pointMall: 'app/routes/point-mall.tsx',
  seamless: 'app/routes/seamless.tsx',
  mirrors: 'app/routes/mirrors.tsx',
};

/** The layouts that are chunks of their own (src/renderer/app/router.tsx); the main one is in the shell. */
const LAYOUT_SOURCES: Partial<Record<RouteLayout, string>> = {
  agent: 'app/layouts/agent-layout.tsx',
  game: 'app/layouts/game-layout.tsx',
};

/** Pages whose route module adds the centre namespaces before it renders (CENTRE_LOADERS). */
const CENTRE_PAGES: readonly RoutePage[] = ['memberCentre', 'agentCentre'];

const AUTH_LEVEL: Record<RouteAuth, number> = { none: 0, member: 1, agent: 2 };

type Chunk = Rollup.OutputChunk;

/** A route path as a pattern for location.pathname: `:param` is one segment; case and a final slash do not matter, as in the router. */
export function pathPattern(path: string): string {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')));
  return segments.join('/').replace(/\/$/u, '');
}

/**
 * Builds the head script. For the page the address opens it asks, before the entry script has even
 * run, for every chunk that page's first screen waits on: the saved language's messages (else the
 * default's), the page's chunk with all it imports, its layout's chunk, and in a centre the centre's
 * messages. Without it they come in waves, each starting once the one before has been downloaded
 * and evaluated. A page the session may not open (no token, not an agent) gets only the language.
 */
export function earlyChunksScript(chunks: Chunk[]): string {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const fileOf = (source: string): string => {
    const file = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/renderer/${source}`))?.fileName;
    if (!file) throw new Error(`early-chunks: no chunk for ${source}`);
    return file;
  };
  // What the entry loads anyway (the shell): never listed again.
  const initial = new Set<string>();
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file) || initial.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, initial);

  const files: string[] = [];
  const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const indexes = (...sources: string[]) => {
    const set = new Set<string>();
    for (const source of sources) closure(fileOf(source), set);
    return [...set].map(indexOf);
  };
  const perLanguage = (source: (language: string) => string) =>
    Object.fromEntries(LANGUAGES.map((language: Language) => [language, indexes(source(language.toLowerCase()))]));
  const languages = perLanguage((l) => `app/i18n/bundle-${l}.ts`);
  const centres = perLanguage((l) => `app/i18n/centre-${l}.ts`);

  // One entry per page family, layout and guard: [pattern, chunk indexes, auth level, centre messages].
  const groups = new Map<string, { paths: string[]; files: number[]; auth: number; centre: number }>();
  for (const route of ROUTES) {
    const key = `${route.page}/${route.layout}/${route.auth}`;
    const layout = LAYOUT_SOURCES[route.layout];
    const group = groups.get(key) ?? {
      paths: [],
      files: indexes(PAGE_SOURCES[route.page], ...(layout ? [layout] : [])),
      auth: AUTH_LEVEL[route.auth],
      centre: CENTRE_PAGES.includes(route.page) ? 1 : 0,
    };
    group.paths.push(pathPattern(route.path));
    groups.set(key, group);
  }
  const routes = [...groups.values()].map((g) => [`^(?:${g.paths.join('|')})/?$`, g.files, g.auth, g.centre]);

  return [
    '(function () {',
    `  var files = ${JSON.stringify(files)};`,
    `  var languages = ${JSON.stringify(languages)}, centres = ${JSON.stringify(centres)};`,
    `  var routes = ${JSON.stringify(routes)};`,
    '  var language, auth = 0;',
    `  try { language = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.lang)}); } catch (e) {}`,
    `  if (!Object.prototype.hasOwnProperty.call(languages, language)) language = ${JSON.stringify(DEFAULT_LANGUAGE)};`,
    `  try { if (sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})) auth = sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.isAgent)}) === 'true' ? 2 : 1; } catch (e) {}`,
    `  if (/[?&]${STORAGE_KEYS.token}=./.test(location.search)) auth = Math.max(auth, 1);`,
    '  var wanted = languages[language];',
    '  for (var i = 0; i < routes.length; i++) {',
    '    var route = routes[i];',
    "    if (!new RegExp(route[0], 'i').test(location.pathname)) continue;",
    '    if (route[2] <= auth) wanted = wanted.concat(route[1], route[3] ? centres[language] : []);',
    '    break;',
    '  }',
    '  wanted.forEach(function (index) {',
    "    var link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    "    link.href = '/' + files[index];",
    '    document.head.appendChild(link);',
    '  });',
    '})();',
  ].join('\n');
}

/** The head script of the built index.html (see earlyChunksScript). */
export function earlyChunks(): Plugin {
  return {
    name: 'early-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output): output is Chunk => output.type === 'chunk');
        return [{ tag: 'script', children: earlyChunksScript(chunks), injectTo: 'head' }];
      },
    },
  };
}
