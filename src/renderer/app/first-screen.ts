import { STORAGE_KEYS } from '@shared/constants';
import { matchPath } from 'react-router';
import { ROUTES, type RouteDef } from '@shared/routes';
import { isGameType } from '@/features/games/is-game-type';
import { configApi } from '@/lib/config-api';
import { usesHashRouting } from '@/lib/hash-routing';
import { chooseLanguage } from '@/lib/i18n/language';
import { selectIsLoggedIn } from '@/lib/session';
import { sessionApi } from '@/lib/session-api';
import { readStorage } from '@/lib/storage';
import { guardRedirect } from './guard';
import { PAGES } from './pages';
import { preloadLayout } from './router';
import type { AppStore } from './store';

/**
 * What the first screen of a few pages waits on, asked for as the app starts instead of after its
 * first render (the query cache and the module cache keep it for the page): each one's largest
 * paint needs a call as well as its page's chunk (preloadFirstScreen) before it can be drawn.
 * - Every page: the merchant's whitelabel (the header's logo, the agent centre's nav).
 * - A member, on any page: the member's info (a personal centre draws only once it is in).
 * - Home: the first banner, so the banners.
 * - A game list centre (/rng, /live…): the first game tile, so the lobby's chunk, its vendors (the
 *   lobby waits for them before its grid) and the page of games the address names.
 * Settles once they are all in (a failed call included), so the first render can wait for them.
 */
export function askForFirstScreen(store: AppStore, path: string, search: string): Promise<void> {
  const { language } = chooseLanguage(readStorage('local', STORAGE_KEYS.lang));
  const loggedIn = selectIsLoggedIn(store.getState());
  const route = routeAt(path)?.route;
  // Every page's header draws the merchant's logo, and the agent centre's nav its features, from
  // the whitelabel.
  const calls: PromiseLike<unknown>[] = [store.dispatch(configApi.endpoints.whitelabel.initiate(undefined, { subscribe: false }))];
  // Every page a member opens waits on the member's info: a member centre draws only once it is in.
  if (loggedIn) calls.push(store.dispatch(sessionApi.endpoints.memberInfo.initiate(undefined, { subscribe: false })));
  if (route?.page === 'home') {
    calls.push(store.dispatch(configApi.endpoints.banners.initiate({ groupName: 'w_home', language }, { subscribe: false })));
  }
  const category = route?.category;
  if (route?.page === 'gameList' && isGameType(category)) {
    calls.push(import('./routes/lobby').then(({ prefetchGameList }) => prefetchGameList(store.dispatch, category, search, loggedIn, language)));
  }
  return Promise.all(calls).then(() => undefined);
}

/**
 * The app's own path and query in a page address: the address itself on the web, its hash where
 * the desktop shell loads the renderer from file:// (hash routing, as app/router.tsx chooses).
 */
export function appLocation(location: Pick<Location, 'protocol' | 'pathname' | 'search' | 'hash'>): { path: string; search: string } {
  if (!usesHashRouting(location)) return { path: location.pathname, search: location.search };
  const inHash = location.hash.replace(/^#/u, '') || '/';
  const query = inHash.indexOf('?');
  return query < 0 ? { path: inHash, search: '' } : { path: inHash.slice(0, query), search: inHash.slice(query) };
}

/** The route an address opens (a path without parameters before one with them) and its `:page`. */
export function routeAt(path: string): { route: RouteDef; page: string | undefined } | undefined {
  const matches = ROUTES.flatMap((route) => {
    const match = matchPath(route.path, path);
    return match ? [{ route, page: match.params.page, literal: !route.path.includes(':') }] : [];
  });
  const best = matches.find((m) => m.literal) ?? matches[0];
  return best ? { route: best.route, page: best.page } : undefined;
}

/**
 * Fetches the chunks of the page the address opens (its layout, its page, and in a centre the
 * centre's page) so that the app's first render draws it at once: a lazy page still loading would
 * commit a loader first, and React then holds the page back for a further 300 ms (its fallback
 * throttle) after its chunk is in. A route the session may not open is not fetched: the guard
 * sends the visitor elsewhere.
 */
export function preloadFirstScreen(store: AppStore, path: string): Promise<void> {
  const found = routeAt(path);
  if (!found) return Promise.resolve();
  const { route, page } = found;
  const { session } = store.getState();
  if (guardRedirect(route.auth, session)) return Promise.resolve();
  return Promise.all([preloadLayout(route.layout), PAGES[route.page].preloadScreen(page, store.dispatch)]).then(() => undefined);
}
