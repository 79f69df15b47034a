import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef, RoutePage } from '@shared/routes';

type Page = LazyExoticComponent<ComponentType<{ route: RouteDef }>>;

/** One lazily loaded chunk per page family: the router splits by route from the start. */
export const PAGES: Record<RoutePage, Page> = {
  home: lazy(() => import('./routes/home')),
  agentLogin: lazy(() => import('./routes/agent-login')),
  agentCentre: lazy(() => import('./routes/agent-centre')),
  memberCentre: lazy(() => import('./routes/member-centre')),
  gameCentre: lazy(() => import('./routes/lobby')),
  gameList: lazy(() => import('./routes/lobby')),
  accountGames: lazy(() => import('./routes/account-games')),
  lottery: lazy(() => import('./routes/lottery')),
  promotions: lazy(() => import('./routes/promotions')),
  pointMall: lazy(() => import('./routes/point-mall')),
  seamless: lazy(() => import('./routes/seamless')),
  mirrors: lazy(() => import('./routes/mirrors')),
};

export const NotFoundPage = lazy(() => import('./routes/not-found'));
