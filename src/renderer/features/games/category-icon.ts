import type { GameCategory } from '@shared/constants';
import type { IconName } from '@/components/icons';

export const CATEGORY_ICON: Record<GameCategory, IconName> = {
  HOME: 'home',
  PROMO: 'gift',
  HOT: 'fire',
  FAV: 'star',
  RNG: 'game',
  LIVE: 'user',
  FISH: 'share',
  PVP: 'list',
  SPORTS: 'shield',
  ESPORTS: 'game',
  COCKFIGHT: 'crown',
  ELOTT: 'chart',
  LOTT: 'chart',
};
