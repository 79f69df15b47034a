import { GAME_TYPES } from '@shared/constants';
import type { GameMenus } from '@shared/api/system';
import type { Db } from '../../db/client';
import type { Merchant } from '../merchant/directory';
import { vendorLogoUrl } from '../system/projection';
import { listMenuVendors } from './repository';

/** Game menus: per game type (in catalogue order) its vendors with game counts; empty types left out. */
export async function getGameMenus(db: Db, merchant: Merchant): Promise<GameMenus> {
  const rows = await listMenuVendors(db, merchant.id);
  const menus = GAME_TYPES.map((gameType) => ({
    gameType,
    vendors: rows
      .filter((row) => row.gameType === gameType)
      .map((row) => ({
        vassalage: row.code,
        displayName: row.displayName,
        lagerIcon: vendorLogoUrl(row.code),
        gameType,
        gameCount: row.gameCount,
        maintenance: row.maintenance,
      })),
  }));
  return { menus: menus.filter((menu) => menu.vendors.length > 0) };
}
