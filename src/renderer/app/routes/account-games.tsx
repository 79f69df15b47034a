import type { RouteDef } from '@shared/routes';
import { AccountGames } from '@/features/games/components/account-games';

/** /favorite and /recent (members only). */
export default function AccountGamesRoute({ route }: { route: RouteDef }) {
  const list = route.category === 'FAV' ? 'favorite' : 'recent';
  return <AccountGames key={list} list={list} />;
}
