import type { ComponentType } from 'react';
import type { RouteDef, RoutePage } from '@shared/routes';
import { preloadable, type Preloadable } from '@/lib/preloadable';

type PageComponent = ComponentType<{ route: RouteDef }>;
type Page = Preloadable<{ route: RouteDef }>;
const page = (load: () => Promise<{ default: PageComponent }>): Page => preloadable(load);

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
