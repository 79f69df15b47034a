import type { ComponentType } from 'react';
import type { RouteDef, RoutePage } from '@shared/routes';
import type { SharedDispatch } from '@/lib/hooks';
import { preloadable, type Preloadable } from '@/lib/preloadable';

type PageComponent = ComponentType<{ route: RouteDef }>;

/**
 * A page family's route module: its page, and for a centre, what the page its address's `:page`
 * names draws its first screen with (that page's chunk and calls), fetched before the first render.
 */
interface RouteModule {
  default: PageComponent;
  preloadPage?: (param: string | undefined, dispatch: SharedDispatch) => Promise<void>;
}

type Page = Preloadable<{ route: RouteDef }> & {
  /** Fetches the page's chunk and, in a centre, what the page an address's `:page` names draws with. */
  preloadScreen(param: string | undefined, dispatch: SharedDispatch): Promise<void>;
};

function page(load: () => Promise<RouteModule>): Page {
  const component = preloadable(load);
  // The module system keeps one copy of the chunk: the second import() answers the same module.
  const preloadScreen = (param: string | undefined, dispatch: SharedDispatch) =>
    Promise.all([component.preload(), load().then((module) => module.preloadPage?.(param, dispatch))]).then(() => undefined);
  return Object.assign(component, { preloadScreen });
}

/**
 * One lazily loaded chunk per page family: the router splits by route from the start. The first
 * screen's page is preloaded before the app's first render (app/first-screen.ts), so it draws
 * without a loading step.
 */
export const PAGES: Record<RoutePage, Page> = {
  home: page(() => import('./routes/home')),
  agentLogin: page(() => import('./routes/agent-login')),
  agentCentre: page(() => import('./routes/agent-centre')),
  memberCentre: page(() => import('./routes/member-centre')),
  gameCentre: page(() => import('./routes/game-centre')),
  gameList: page(() => import('./routes/lobby')),
  accountGames: page(() => import('./routes/account-games')),
  lottery: page(() => import('./routes/lottery')),
  promotions: page(() => import('./routes/promotions')),
  pointMall: page(() => import('./routes/point-mall')),
  seamless: page(() => import('./routes/seamless')),
  mirrors: page(() => import('./routes/mirrors')),
};

export const NotFoundPage = preloadable(() => import('./routes/not-found'));
