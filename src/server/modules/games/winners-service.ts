import type { Winner } from '@shared/api/games';
import { GAME_TYPES, type GameType, type Language } from '@shared/constants';
import type { Db } from '../../db/client';
import type { Merchant } from '../merchant/directory';
import { localize, pickLanguage } from '../system/projection';
import { gameIconUrl } from './game-view';
import { topWins } from './winners-repository';

const STARS = '****';

/**
 * A player name as the public board shows it: the first two and last two characters around a
 * fixed run of stars (the length is not revealed); names of five or fewer characters keep only
 * their first character, or nothing.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length >= 6) return `${chars.slice(0, 2).join('')}${STARS}${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}${STARS}`;
  return STARS;
}

function categoryOf(gameCategory: string | undefined): GameType | undefined {
  return GAME_TYPES.find((type) => type === gameCategory);
}

/** The board: biggest wins first. gameCategory ALL (or any non-game category) means every category. */
export async function winnerBoard(
  db: Db,
  merchant: Merchant,
  query: { gameCategory?: string | undefined; limitNum: number; language?: Language | undefined },
): Promise<{ list: Winner[] }> {
  const language = pickLanguage(merchant, query.language);
  const rows = await topWins(db, merchant.id, categoryOf(query.gameCategory), query.limitNum);
  return {
    list: rows.map((row) => ({
      customerName: maskName(row.account),
      gameName: localize(row.name, language),
      iconUrl: gameIconUrl(row.nodeId),
      winAmount: row.winAmount,
      currency: row.currency,
      wonAt: row.createdAt.toISOString(),
    })),
  };
}
