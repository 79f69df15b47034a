import type { Plugin, Rollup } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../../src/shared/constants';
import { ROUTES, type RouteAuth, type RouteLayout, type RoutePage } from '../../src/shared/routes';
import { CENTRE_PAGE_SOURCES, type CentrePages, type MessageSet } from './centre-page-sources';

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

/** The messages a page family's route module adds before it renders (CENTRE_LOADERS, PROMOTIONS_LOADERS). */
const PAGE_MESSAGES: Partial<Record<RoutePage, readonly MessageSet[]>> = {
  memberCentre: ['centre'],
  agentCentre: ['centre'],
  promotions: ['promotions'],
};

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
 * default's), the page's chunk with all it imports and their style sheets, its layout's chunk, the
 * messages its route module adds, and in a centre the `:page` page's own chunk and messages (its
 * first page when the address names none it knows, as the centre itself chooses). Without it they
 * come in waves, each starting once the one before has been downloaded and evaluated; a style sheet
 * of a lazy chunk would only be asked for once its script has been. A page the session may not
 * open (no token, not an agent) gets only the language.
 */
export function earlyChunksScript(chunks: Chunk[]): string {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const fileOf = (source: string): string => {
    const file = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/renderer/${source}`))?.fileName;
    if (!file) throw new Error(`early-chunks: no chunk for ${source}`);
    return file;
  };
  // What the entry loads anyway (the shell, and its style sheet in the page's head): never listed again.
  const initial = new Set<string>();
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file) || initial.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, initial);

  const files: string[] = [];
  const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  /** The chunks of these modules with all they import, then the style sheets those chunks bring (vite loads them with the chunk). */
  const fileSet = (sources: readonly string[]): Set<string> => {
    const set = new Set<string>();
    for (const source of sources) closure(fileOf(source), set);
    for (const file of [...set]) for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) set.add(css);
    return set;
  };
  const indexes = (set: Set<string>, without = new Set<string>()) => [...set].filter((file) => !without.has(file)).map(indexOf);
  const messages = Object.fromEntries(
    (['bundle', 'centre', 'promotions'] as const).map((set) => [
      set,
      Object.fromEntries(LANGUAGES.map((language: Language) => [language, indexes(fileSet([`app/i18n/${set}-${language.toLowerCase()}.ts`]))])),
    ]),
  );
  /** A centre's pages: [first page, { page: [chunk indexes, message sets] }], without what the centre itself loads. */
  const centrePages = (centre: CentrePages, own: Set<string>) => [
    centre.first,
    Object.fromEntries(Object.entries(centre.pages).map(([page, source]) => [page, [indexes(fileSet([source.module]), own), source.messages ?? []]])),
  ];

  // One entry per page family, layout and guard: [pattern, chunk indexes, auth level, message sets, centre pages or 0].
  const groups = new Map<string, { paths: string[]; entry: unknown[] }>();
  for (const route of ROUTES) {
    const key = `${route.page}/${route.layout}/${route.auth}`;
    const group = groups.get(key) ?? { paths: [], entry: [] };
    if (!groups.has(key)) {
      const layout = LAYOUT_SOURCES[route.layout];
      const centre = route.page === 'memberCentre' || route.page === 'agentCentre' ? CENTRE_PAGE_SOURCES[route.page] : undefined;
      const own = fileSet([PAGE_SOURCES[route.page], ...(layout ? [layout] : [])]);
      group.entry = [indexes(own), AUTH_LEVEL[route.auth], PAGE_MESSAGES[route.page] ?? [], centre ? centrePages(centre, own) : 0];
      groups.set(key, group);
    }
    group.paths.push(pathPattern(route.path));
  }
  const routes = [...groups.values()].map((g) => [`^(?:${g.paths.join('|')})/?$`, ...g.entry]);

  return [
    '(function () {',
    `  var files = ${JSON.stringify(files)};`,
    `  var messages = ${JSON.stringify(messages)};`,
    `  var routes = ${JSON.stringify(routes)};`,
    '  var has = function (object, key) { return Object.prototype.hasOwnProperty.call(object, key); };',
    '  var language, auth = 0, wanted = [];',
    '  var add = function (indexes, sets) {',
    '    wanted = wanted.concat(indexes);',
    '    for (var s = 0; s < sets.length; s++) wanted = wanted.concat(messages[sets[s]][language]);',
    '  };',
    `  try { language = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.lang)}); } catch (e) {}`,
    `  if (!has(messages.bundle, language)) language = ${JSON.stringify(DEFAULT_LANGUAGE)};`,
    `  try { if (sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})) auth = sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.isAgent)}) === 'true' ? 2 : 1; } catch (e) {}`,
    `  if (/[?&]${STORAGE_KEYS.token}=./.test(location.search)) auth = Math.max(auth, 1);`,
    "  add([], ['bundle']);",
    '  for (var i = 0; i < routes.length; i++) {',
    '    var route = routes[i];',
    "    if (!new RegExp(route[0], 'i').test(location.pathname)) continue;",
    '    if (route[2] > auth) break;',
    '    add(route[1], route[3]);',
    '    var centre = route[4], name = location.pathname.split(\'/\')[2];',
    '    var page = centre && (has(centre[1], name) ? centre[1][name] : centre[1][centre[0]]);',
    '    if (page) add(page[0], page[1]);',
    '    break;',
    '  }',
    '  wanted.forEach(function (index) {',
    "    var link = document.createElement('link'), href = '/' + files[index];",
    "    if (/\\.css$/.test(href)) { link.rel = 'preload'; link.as = 'style'; } else link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
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
