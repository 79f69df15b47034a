import type { RouteDef } from '@shared/routes';
import { GameCentre } from '@/features/games/components/game-centre';
import { GameListLobby } from '@/features/games/components/game-list-lobby';
import { isGameType } from '@/features/games/is-game-type';
import NotFoundRoute from './not-found';

// The entry asks this chunk for it when the app starts on a game list centre (app/first-screen.ts).
export { prefetchGameList } from '@/features/games/prefetch-lobby';

/** Game centres (/sports, /esports, /lott, /elott) and game list centres (/live, /fish, /rng, /pvp, /cockfight). */
export default function LobbyRoute({ route }: { route: RouteDef }) {
  const category = route.category;
  if (!isGameType(category)) return <NotFoundRoute />;
  // Keyed by path: moving from one lobby to another starts it afresh.
  return route.page === 'gameCentre' ? <GameCentre key={route.path} category={category} /> : <GameListLobby key={route.path} category={category} />;
}
