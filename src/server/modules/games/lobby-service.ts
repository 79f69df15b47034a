import type { Game, GamesPage, GamesQuery, VendorLane } from '@shared/api/games';
import { COCKFIGHT_CODES, ESPORT_CODES, GAME_CLASSIFIES, GAME_TYPES, type GameType, type Language } from '@shared/constants';
import type { Db } from '../../db/client';
import type { Merchant } from '../merchant/directory';
import { pickLanguage, vendorLogoUrl } from '../system/projection';
import { vendorKey, type CatalogueCache, type CatalogueSnapshot } from './catalogue-cache';
import { pageGames, type GameFilter } from './catalogue-repository';
import { toGame, totalPages, type GameViewRow } from './game-view';
import type { KeyedCache } from '../../lib/keyed-cache';

/** A lobby page and its JSON text, serialized once per load rather than per request. */
export interface LobbyPage {
  page: GamesPage;
  json: string;
}

export interface LobbyCaches {
  catalogue: CatalogueCache;
  /** Lobby pages by merchant, language and query. */
  pages: KeyedCache<LobbyPage>;
}

/** The trimmed, lower-cased search text, or undefined when nothing is left to search for. */
export function searchTerm(gameName: string | undefined): string | undefined {
  const term = gameName?.trim().toLowerCase();
  return term ? term : undefined;
}

function withMaintenance(snapshot: CatalogueSnapshot, row: Omit<GameViewRow, 'maintenance'> & { gameMaintenance: boolean }): GameViewRow {
  return { ...row, maintenance: row.gameMaintenance || snapshot.inMaintenance.has(vendorKey(row.vendorCode, row.gameType)) };
}

function lobbyFilter(query: GamesQuery): GameFilter {
  return {
    gameType: query.gameType,
    vendorCode: query.vassalage?.trim() || undefined,
    classify: query.gameClassify,
    search: searchTerm(query.gameName),
    tab: query.tab,
  };
}

/**
 * Everything that decides a lobby page (clientType, platform and merchant code do not). The
 * merchant's config version is part of it, so a config change starts new entries.
 */
function pageKey(merchant: Merchant, query: GamesQuery): string {
  const f = lobbyFilter(query);
  return JSON.stringify([merchant.id, merchant.version, pickLanguage(merchant, query.language), f.gameType, f.vendorCode, f.classify, f.search, f.tab ?? 'ALL', query.pageNo, query.pageSize]);
}

/** Reads one lobby page from the catalogue (the lobby index serves it). */
async function loadGamesPage(db: Db, catalogue: CatalogueCache, merchant: Merchant, query: GamesQuery): Promise<LobbyPage> {
  const language = pickLanguage(merchant, query.language);
  const { pageNo, pageSize } = query;
  const { rows, total } = await pageGames(db, merchant.id, lobbyFilter(query), pageSize, (pageNo - 1) * pageSize);
  const snapshot = await catalogue.get(merchant.id);
  const page: GamesPage = {
    games: rows.map((row) => toGame(withMaintenance(snapshot, row), language)),
    pageNo,
    pageSize,
    total,
    totalPages: totalPages(total, pageSize),
  };
  return { page, json: JSON.stringify(page) };
}

/** A cached lobby page without waiting, when there is one (the steady state of popular pages). */
export function peekGames(caches: LobbyCaches, merchant: Merchant, query: GamesQuery): LobbyPage | undefined {
  return caches.pages.peek(pageKey(merchant, query));
}

/**
 * Games of a lobby page: category, vendor, classify, name search and tab, in lobby order. Pages are
 * kept a few seconds per query (the catalogue changes rarely; the lobby asks for the same pages
 * over and over); a miss runs one indexed query.
 */
export function listGames(db: Db, caches: LobbyCaches, merchant: Merchant, query: GamesQuery): Promise<LobbyPage> {
  return caches.pages.get(pageKey(merchant, query), () => loadGamesPage(db, caches.catalogue, merchant, query));
}

export interface CategoryFilter {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  language?: Language | undefined;
}

/** Hot games (isHot) in lobby order, optionally of one category or vendor. */
export async function hotGames(catalogue: CatalogueCache, merchant: Merchant, query: CategoryFilter): Promise<{ list: Game[] }> {
  const language = pickLanguage(merchant, query.language);
  const snapshot = await catalogue.get(merchant.id);
  const vendor = query.vassalage?.trim();
  const list = snapshot.hot
    .filter((row) => (!query.gameType || row.gameType === query.gameType) && (!vendor || row.vendorCode === vendor))
    .map((row) => toGame(withMaintenance(snapshot, row), language));
  return { list };
}

/** Spec section 4: on the sports lane, e-sport and cockfight vendors get lanes of their own. */
export function laneOf(code: string, gameType: GameType): GameType {
  if (gameType !== 'SPORTS') return gameType;
  if ((ESPORT_CODES as readonly string[]).includes(code)) return 'ESPORTS';
  if ((COCKFIGHT_CODES as readonly string[]).includes(code)) return 'COCKFIGHT';
  return gameType;
}

/** Bingo is offered only where the language list holds TY (spec section 2). */
function classifiesOffered(merchant: Merchant) {
  const languages: readonly string[] = merchant.config.languages;
  return GAME_CLASSIFIES.filter((classify) => classify !== 'BINGO' || languages.includes('TY'));
}

/** One lane per game category (catalogue order) with its vendor cards and classifies; empty lanes left out. */
export function buildLanes(merchant: Merchant, snapshot: Pick<CatalogueSnapshot, 'vendors' | 'classifies'>): VendorLane[] {
  const offered = classifiesOffered(merchant);
  const lanes: VendorLane[] = [];
  for (const lane of GAME_TYPES) {
    const vendors = snapshot.vendors.filter((v) => laneOf(v.code, v.gameType) === lane);
    if (vendors.length === 0) continue;
    // A code can have two rows in one lane only if it sits in SPORTS and in the split lane itself.
    const codes = [...new Set(vendors.map((v) => v.code))];
    const classifies = snapshot.classifies.filter((c) => laneOf(c.vendorCode, c.gameType) === lane);
    const gameClassify = offered
      .map((classify) => {
        const having = new Set(classifies.filter((c) => c.classify === classify).map((c) => c.vendorCode));
        return { classify, vendors: codes.filter((code) => having.has(code)) };
      })
      .filter((entry) => entry.vendors.length > 0);
    const cards = vendors.map((v) => ({
      vassalage: v.code,
      gameType: v.gameType,
      displayName: v.displayName,
      lagerIcon: vendorLogoUrl(v.code),
      gameCount: v.gameCount,
      maintenance: v.maintenance,
    }));
    lanes.push({ title: lane, gameType: lane, cards, gameClassify });
  }
  return lanes;
}

export async function vendorLanes(catalogue: CatalogueCache, merchant: Merchant): Promise<{ data: { lanes: VendorLane[] } }> {
  return { data: { lanes: buildLanes(merchant, await catalogue.get(merchant.id)) } };
}
