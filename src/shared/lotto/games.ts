import type { z } from 'zod';
import { dice3BetSchema } from './dice3';
import { quick5BetSchema } from './quick5';
import { sea4dBetSchema, SEA4D_TIERS } from './sea4d';
import type { PrizeTier } from './tiers';
import { vnBetSchema, type VnRegion, vnTiersOf } from './vn';
import { provinceDays, VN_CENTRAL_WEEK, VN_SOUTH_WEEK } from './vn-provinces';

/**
 * The lottery vendor's game catalogue: codes, prize tables and draw schedules as data.
 *
 * - VN_NORTH draws daily at 18:15; VN_CENTRAL_<PROVINCE> at 17:15 and VN_SOUTH_<PROVINCE> at 16:15 on
 *   their weekdays (vn-provinces.ts); all in Asia/Ho_Chi_Minh.
 * - QUICK5_1M/3M/5M and DICE3_1M/3M/5M draw every 1, 3 and 5 minutes, on the minute boundaries of
 *   UTC counted from 00:00 (a 3-minute game draws at 00:03, 00:06, …).
 * - SEA4D draws Wednesday, Saturday and Sunday at 19:00 Asia/Kuala_Lumpur.
 * Games of one family share the draw function and bet rules; only the VN region changes the table.
 */
export type GameFamily = 'VN' | 'QUICK5' | 'DICE3' | 'SEA4D';

export type Schedule =
  | { kind: 'weekly'; zone: string; /** ISO weekdays, 1 Monday … 7 Sunday */ weekdays: readonly number[]; time: string }
  | { kind: 'interval'; minutes: number };

export interface GameDef {
  code: string;
  family: GameFamily;
  name: string;
  /** VN games only. */
  region?: VnRegion;
  /** Prize tiers in draw order (VN and SEA4D; the quick games have none). */
  tiers: readonly PrizeTier[];
  schedule: Schedule;
}

const VN_ZONE = 'Asia/Ho_Chi_Minh';
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

const provinceGames = (region: 'CENTRAL' | 'SOUTH', time: string): GameDef[] =>
  provinceDays(region === 'CENTRAL' ? VN_CENTRAL_WEEK : VN_SOUTH_WEEK).map(({ province, weekdays }) => ({
    code: `VN_${region}_${province.code}`,
    family: 'VN',
    name: province.name,
    region,
    tiers: vnTiersOf(region),
    schedule: { kind: 'weekly', zone: VN_ZONE, weekdays, time },
  }));

const quickGames = (family: 'QUICK5' | 'DICE3', name: string): GameDef[] =>
  [1, 3, 5].map((minutes) => ({ code: `${family}_${minutes}M`, family, name: `${name} ${minutes}′`, tiers: [], schedule: { kind: 'interval', minutes } }));

export const GAMES: readonly GameDef[] = [
  { code: 'VN_NORTH', family: 'VN', name: 'Miền Bắc', region: 'NORTH', tiers: vnTiersOf('NORTH'), schedule: { kind: 'weekly', zone: VN_ZONE, weekdays: EVERY_DAY, time: '18:15' } },
  ...provinceGames('CENTRAL', '17:15'),
  ...provinceGames('SOUTH', '16:15'),
  ...quickGames('QUICK5', 'Quick 5D'),
  ...quickGames('DICE3', 'Quick dice'),
  { code: 'SEA4D', family: 'SEA4D', name: '4D', tiers: SEA4D_TIERS, schedule: { kind: 'weekly', zone: 'Asia/Kuala_Lumpur', weekdays: [3, 6, 7], time: '19:00' } },
];

const byCode = new Map(GAMES.map((g) => [g.code, g]));

export function gameOf(code: string): GameDef {
  const game = byCode.get(code);
  if (!game) throw new Error(`no lottery game ${code}`);
  return game;
}

const BET_SCHEMAS = { VN: vnBetSchema, QUICK5: quick5BetSchema, DICE3: dice3BetSchema, SEA4D: sea4dBetSchema } as const;

/** The strict schema of a bet on the game: bet type, its numbers or pick, and the stake. */
export const betSchemaOf = (game: GameDef) => BET_SCHEMAS[game.family];

export type LottoBet = z.infer<(typeof BET_SCHEMAS)[GameFamily]>;
