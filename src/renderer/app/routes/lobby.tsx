import { lazy } from 'react';
import type { RouteDef } from '@shared/routes';
import { GameListLobby } from '@/features/games/components/game-list-lobby';
import { isGameType } from '@/features/games/is-game-type';

// The entry asks this chunk for it when the app starts on a game list centre (app/first-screen.ts).
export { prefetchGameList } from '@/features/games/prefetch-lobby';

// Never for a route of the route table (each names its category): not in the lobby's first chunks.
const NotFoundRoute = lazy(() => import('./not-found'));

/** Game list centres (/live, /fish, /rng, /pvp, /cockfight); the game centres are ./game-centre. */
export default function LobbyRoute({ route }: { route: RouteDef }) {
  const category = route.category;
  if (!isGameType(category)) return <NotFoundRoute />;
  // Keyed by path: moving from one lobby to another starts it afresh.
  return <GameListLobby key={route.path} category={category} />;
}
