import type { FavouriteInput, FavouritesPage, RecentPage } from '@shared/api/games';
import type { GameType, Language } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../ledger/repository';
import type { Merchant } from '../merchant/directory';
import { pickLanguage } from '../system/projection';
import { findGame } from './catalogue-repository';
import { toGame, totalPages } from './game-view';
import { deleteFavourite, favouriteNodeIds, insertFavourite, pageFavourites, pageRecent, upsertRecent } from './member-games-repository';

/** Favourites and recent games of the signed-in member. */

export interface MemberGamesQuery {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  language?: Language | undefined;
}

function filterOf(query: MemberGamesQuery) {
  return { gameType: query.gameType, vendorCode: query.vassalage?.trim() || undefined };
}

export async function listFavourites(
  db: Db,
  merchant: Merchant,
  memberId: number,
  query: MemberGamesQuery & { pageNo: number; pageSize: number },
): Promise<FavouritesPage> {
  const language = pickLanguage(merchant, query.language);
  const { pageNo, pageSize } = query;
  const { rows, total } = await pageFavourites(db, merchant.id, memberId, filterOf(query), pageSize, (pageNo - 1) * pageSize);
  return { content: rows.map((row) => toGame(row, language)), pageNum: pageNo, totalPages: totalPages(total, pageSize), total };
}

export async function favouriteIds(db: Db, merchantId: number, memberId: number): Promise<{ list: string[] }> {
  return { list: await favouriteNodeIds(db, merchantId, memberId) };
}

async function gameIdOf(db: Tx, merchantId: number, input: FavouriteInput): Promise<number> {
  const game = await findGame(db, merchantId, input.nodeId, input.vendor, input.gameType);
  if (!game) throw new AppError('not_found', 'No such game');
  return game.id;
}

/** Adds a favourite (adding twice is harmless) and answers the member's new id list. */
export async function addFavourite(db: Db, merchantId: number, memberId: number, input: FavouriteInput): Promise<{ list: string[] }> {
  const gameId = await gameIdOf(db, merchantId, input);
  await insertFavourite(db, merchantId, memberId, gameId);
  return favouriteIds(db, merchantId, memberId);
}

/** Removes a favourite (removing one that is not there is harmless) and answers the new id list. */
export async function removeFavourite(db: Db, merchantId: number, memberId: number, input: FavouriteInput): Promise<{ list: string[] }> {
  const gameId = await gameIdOf(db, merchantId, input);
  await deleteFavourite(db, merchantId, memberId, gameId);
  return favouriteIds(db, merchantId, memberId);
}

export async function listRecent(
  db: Db,
  merchant: Merchant,
  memberId: number,
  query: MemberGamesQuery & { page: number; pageSize: number },
): Promise<RecentPage> {
  const language = pickLanguage(merchant, query.language);
  const { page, pageSize } = query;
  const { rows, total } = await pageRecent(db, merchant.id, memberId, filterOf(query), pageSize, (page - 1) * pageSize);
  return { list: rows.map((row) => toGame(row, language)), totalPages: totalPages(total, pageSize), page, total };
}

/**
 * Notes that the member played a game (called by game launch). One row per member and game, so
 * replaying moves the game back to the top of the list.
 */
export async function recordRecent(db: Tx, merchantId: number, memberId: number, gameId: number, playedAt = new Date()): Promise<void> {
  await upsertRecent(db, merchantId, memberId, gameId, playedAt);
}
