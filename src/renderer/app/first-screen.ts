import { STORAGE_KEYS } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { isGameType } from '@/features/games/is-game-type';
import { configApi } from '@/lib/config-api';
import { chooseLanguage } from '@/lib/i18n/language';
import { selectIsLoggedIn } from '@/lib/session';
import { readStorage } from '@/lib/storage';
import type { AppStore } from './store';

/**
 * What the first screen of a few pages waits on, asked for as the app starts instead of after its
 * first render (the query cache and the module cache keep it for the page): each one's largest
 * paint needs a page chunk and a call before it can be drawn.
 * - Home: the first banner, so the banners (and home's chunk).
 * - A game list centre (/rng, /live…): the first game tile, so the lobby's chunk, its vendors (the
 *   lobby waits for them before its grid) and the page of games the address names.
 */
export function askForFirstScreen(store: AppStore, path: string, search: string): void {
  const { language } = chooseLanguage(readStorage('local', STORAGE_KEYS.lang));
  const loggedIn = selectIsLoggedIn(store.getState());
  const route = ROUTES.find((r) => r.path === path);
  if (route?.page === 'home') {
    void store.dispatch(configApi.endpoints.banners.initiate({ groupName: 'w_home', language }, { subscribe: false }));
    void import('./routes/home');
  }
  const category = route?.category;
  if (route?.page === 'gameList' && isGameType(category)) {
    void import('./routes/lobby').then(({ prefetchGameList }) => prefetchGameList(store.dispatch, category, search, loggedIn, language));
  }
}
