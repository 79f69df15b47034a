import type { MenuVendor } from '@shared/api/system';
import type { GameType } from '@shared/constants';
import { CATEGORY_PATH } from '@shared/routes';
import { useLanguage } from '@/lib/i18n/i18n';
import { useGameMenusQuery } from './api';

export interface MenuCategory {
  category: GameType;
  path: string;
  vendors: MenuVendor[];
  gameCount: number;
}

/** The merchant's vendor categories (from game_menus) with their lobby paths, in menu order. */
export function useMenuCategories(): { categories: MenuCategory[]; isLoading: boolean } {
  const language = useLanguage();
  const { data, isLoading } = useGameMenusQuery(language);
  const categories = (data?.menus ?? []).flatMap((menu): MenuCategory[] => {
    const path = CATEGORY_PATH[menu.gameType];
    if (!path) return [];
    const gameCount = menu.vendors.reduce((sum, v) => sum + v.gameCount, 0);
    return [{ category: menu.gameType, path, vendors: menu.vendors, gameCount }];
  });
  return { categories, isLoading };
}

/** Lobby link that preselects a vendor. */
export function vendorPath(path: string, vassalage: string): string {
  return `${path}?vendor=${encodeURIComponent(vassalage)}`;
}
