import { z } from 'zod';
import { GAME_TYPES, LANGUAGES } from '../constants';
import { BET_PAGE_SIZE, DATE_PRESETS, ROUND_STATUSES } from './record-kinds';

/**
 * Contract of the betting record (`personalHistoryCopy`): the member's game rounds.
 *
 *   GET /wps/records/bets (T)   betsQuerySchema → betPageSchema
 *
 * The round's replay link comes from POST /wps/game/recall (src/shared/api/play.ts).
 */

export { BET_PAGE_SIZE, ROUND_STATUSES, type RoundStatus } from './record-kinds';

export const betsQuerySchema = z.object({
  preset: z.enum(DATE_PRESETS).optional().describe('previous7 (default), previous30, next7, next30; ignored when from or to is given'),
  from: z.iso.datetime({ offset: true }).optional().describe('rounds opened at or after (ISO)'),
  to: z.iso.datetime({ offset: true }).optional().describe('rounds opened before (ISO)'),
  gameType: z.enum(GAME_TYPES).optional(),
  vassalage: z.string().trim().min(1).max(40).optional().describe('vendor code'),
  status: z.enum(ROUND_STATUSES).optional(),
  language: z.enum(LANGUAGES).optional().describe('of the game names'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BET_PAGE_SIZE.max).default(BET_PAGE_SIZE.default),
});
export type BetsQuery = z.infer<typeof betsQuerySchema>;

const minor = z.number().int();

export const betRecordSchema = z.object({
  roundId: z.string(),
  vassalage: z.string().describe('vendor code'),
  vendorName: z.string(),
  nodeId: z.string().nullable(),
  gameName: z.string().describe('in the asked language; the node id when the game is not in the catalogue'),
  gameType: z.enum(GAME_TYPES).nullable(),
  stake: minor.describe('standing stakes (bets minus refunded bets), minor units'),
  win: minor,
  net: minor.describe('win - stake'),
  refunded: minor,
  status: z.enum(ROUND_STATUSES),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  currency: z.string(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({ stake: minor, win: minor, net: minor });
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betPageSchema = z.object({
  list: z.array(betRecordSchema),
  totalPages: z.number().int(),
  page: z.number().int(),
  total: z.number().int(),
  totals: betTotalsSchema.describe('over every page of the filtered rounds'),
});
export type BetPage = z.infer<typeof betPageSchema>;
