import type { RouteDef } from '@shared/routes';
import { SimplePage } from './simple-page';

export default function AccountGamesRoute({ route }: { route: RouteDef }) {
  return <SimplePage page={route.category === 'FAV' ? 'favorite' : 'recent'} />;
}
