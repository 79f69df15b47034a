import type { GameCategory } from '@shared/constants';
import { ROUTES } from '@shared/routes';

/** Game centres (sports, e-sports, lottery) show vendor cards; the other categories show games. */
export const isGameCentre = (category: GameCategory): boolean =>
  ROUTES.some((route) => route.category === category && route.page === 'gameCentre');
