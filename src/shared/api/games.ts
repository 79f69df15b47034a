import { z } from 'zod';
import { GAME_CLASSIFIES, GAME_TYPES, LANGUAGES, LIMITS, POPUP_EXECUTIONS } from '../constants';

/**
 * Contract of the lobby calls (spec sections 3 and 7): games, hot games, favourites, recent games,
 * vendor lanes, announcements, winner board and jackpot. Field names follow the spec's entities.
 *
 *   GET    /lgw/games/list              gamesQuerySchema        → gamesPageSchema
 *   GET    /lgw/games/hot               hotGamesQuerySchema     → gameListSchema
 *   GET    /lgw/games/vendors           vendorsQuerySchema      → vendorLanesSchema
 *   GET    /lgw/games/winners           winnersQuerySchema      → winnersSchema
 *   GET    /lgw/games/jackpot                                   → jackpotSchema
 *   GET    /wps/system/announcements    announcementsQuerySchema → announcementsSchema
 *   GET    /wps/member/favourites (T)   favouritesQuerySchema   → favouritesPageSchema
 *   GET    /wps/member/favourites/ids (T)                       → favouriteIdsSchema
 *   POST   /wps/member/favourites (T)   favouriteInputSchema    → favouriteIdsSchema (the new list)
 *   DELETE /wps/member/favourites (T)   favouriteInputSchema    → favouriteIdsSchema
 *   GET    /wps/member/recent (T)       recentQuerySchema       → recentPageSchema
 */

const language = z.enum(LANGUAGES).optional();
const gameType = z.enum(GAME_TYPES);
const flag = z.union([z.literal(0), z.literal(1)]);
const page = z.coerce.number().int().min(1).max(10_000);
const pageSize = z.coerce.number().int().min(1).max(LIMITS.homeFavouritesPageSize);
/** clientType / platform / merchant are accepted for parity with the spec's calls; the merchant comes from the request. */
const parity = {
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(60).optional(),
  merchant: z.string().max(40).optional(),
  merchantCode: z.string().max(40).optional(),
  language,
};

export const gameSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string().describe('vendor code'),
  gameType,
  gameClassify: z.enum(GAME_CLASSIFIES),
  gameName: z.string().describe('in the requested language'),
  iconUrl: z.string(),
  /** 1 = hot. */
  isHot: flag,
  isNew: flag,
  /** 0 = free trial offered (no real play). */
  supportPlay: flag,
  isGame: flag,
  /** The game or its vendor is under maintenance. */
  maintenance: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** Lobby tabs the games call serves itself (FAV and RECENT have their own calls). */
export const GAME_LIST_TABS = ['ALL', 'NEW', 'HOT'] as const;

export const gamesQuerySchema = z.strictObject({
  ...parity,
  gameType: gameType.optional(),
  vassalage: z.string().max(40).optional(),
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  /** Trimmed; matches any language's name, case-insensitively. */
  gameName: z.string().max(100).optional(),
  tab: z.enum(GAME_LIST_TABS).optional(),
  pageNo: page.default(1),
  pageSize: pageSize.default(LIMITS.lobbyPageSize),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

export const gamesPageSchema = z.object({
  games: z.array(gameSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type GamesPage = z.infer<typeof gamesPageSchema>;

export const hotGamesQuerySchema = z.strictObject({
  ...parity,
  /** 2 = the platform's hot list (spec constant). */
  isPlatform: z.coerce.number().int().optional(),
  gameType: gameType.optional(),
  vassalage: z.string().max(40).optional(),
});
export const gameListSchema = z.object({ list: z.array(gameSchema) });

export const favouritesQuerySchema = z.strictObject({
  ...parity,
  gameType: gameType.optional(),
  vassalage: z.string().max(40).optional(),
  pageNo: page.default(1),
  pageSize: pageSize.default(LIMITS.lobbyPageSize),
});
export const favouritesPageSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FavouritesPage = z.infer<typeof favouritesPageSchema>;
export const favouriteIdsSchema = z.object({ list: z.array(z.string()) });
export const favouriteInputSchema = z.strictObject({ nodeId: z.string().min(1).max(80), vendor: z.string().min(1).max(40), gameType });
export type FavouriteInput = z.infer<typeof favouriteInputSchema>;

export const recentQuerySchema = z.strictObject({
  ...parity,
  gameType: gameType.optional(),
  vassalage: z.string().max(40).optional(),
  page: page.default(1),
  pageSize: pageSize.default(LIMITS.recentPageSize),
});
export const recentPageSchema = z.object({ list: z.array(gameSchema), totalPages: z.number().int(), page: z.number().int(), total: z.number().int() });
export type RecentPage = z.infer<typeof recentPageSchema>;

export const vendorsQuerySchema = z.strictObject({ ...parity });

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  gameType,
  displayName: z.string(),
  lagerIcon: z.string(),
  gameCount: z.number().int(),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;
export const vendorLaneSchema = z.object({
  /** A game category: a game type, with the sports lane split into SPORTS, ESPORTS and COCKFIGHT. */
  title: z.string(),
  gameType,
  cards: z.array(vendorCardSchema),
  /** Classifies present in this lane with the vendors that have games of each. */
  gameClassify: z.array(z.object({ classify: z.enum(GAME_CLASSIFIES), vendors: z.array(z.string()) })),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;
export const vendorLanesSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });

export const noticeSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export type Notice = z.infer<typeof noticeSchema>;
export const popupSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string(), execution: z.enum(['A', 'B', 'F']) });
export type Popup = z.infer<typeof popupSchema>;
/** Parts of the announcements call: B banners, PL player notices, PU popups, PR promotion, H home notice line. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
const commaList = (items: readonly string[]) => new RegExp(`^(${items.join('|')})(,(${items.join('|')}))*$`, 'u');
export const announcementsQuerySchema = z.strictObject({
  /** Comma-separated: B (banners), PL (player notices), PU (popups), PR (promotion), H (home). All when absent. */
  types: z.string().max(40).regex(commaList(ANNOUNCEMENT_TYPES)).optional(),
  platform: z.string().max(10).optional(),
  /** Comma-separated popup executions: A (logged in), B (anonymous), F (first login). All when absent. */
  execution: z.string().max(10).regex(commaList(POPUP_EXECUTIONS)).optional(),
  pageNo: page.default(1),
  pageSize: pageSize.default(LIMITS.noticePageSize),
  language,
});
export const announcementsSchema = z.object({
  banners: z.array(z.object({ id: z.number().int(), url: z.string(), title: z.string(), linkage: z.string().nullable() })),
  player: z.array(noticeSchema),
  popup: z.array(popupSchema),
  promotion: z.array(noticeSchema),
  /** Paging of `player` (pageNo/pageSize of the query); sent whenever PL or H was asked for. */
  playerTotal: z.number().int().optional(),
  playerTotalPages: z.number().int().optional(),
});
export type Announcements = z.infer<typeof announcementsSchema>;

export const winnersQuerySchema = z.strictObject({
  gameCategory: z.string().max(20).optional(),
  limitNum: z.coerce.number().int().min(1).max(100).default(LIMITS.winnerBoardLimit),
  language,
});
export const winnerSchema = z.object({
  customerName: z.string().describe('masked'),
  gameName: z.string(),
  iconUrl: z.string(),
  winAmount: z.number().int().describe('minor units'),
  currency: z.string(),
  wonAt: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnersSchema = z.object({ list: z.array(winnerSchema) });

export const jackpotSchema = z.object({
  /** Minor units (2 decimals). */
  amount: z.number().int(),
  currency: z.string(),
  /** Server time of this figure; the figure never decreases except when a jackpot is won. */
  at: z.string(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;
