import { lazy } from 'react';
import type { RouteDef } from '@shared/routes';
import { GameCentre } from '@/features/games/components/game-centre';
import { isGameType } from '@/features/games/is-game-type';

// Never for a route of the route table (each names its category): not in the centre's first chunks.
const NotFoundRoute = lazy(() => import('./not-found'));

/** Game centres (/sports, /esports, /lott, /elott): the category's vendors as cards. */
export default function GameCentreRoute({ route }: { route: RouteDef }) {
  const category = route.category;
  if (!isGameType(category)) return <NotFoundRoute />;
  // Keyed by path: moving from one centre to another starts it afresh.
  return <GameCentre key={route.path} category={category} />;
}
