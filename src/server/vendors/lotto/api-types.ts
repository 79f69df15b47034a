import type { Language } from '@shared/constants';
import type { LottoResult } from '@shared/lotto/draw';
import type { GameFamily } from '@shared/lotto/games';
import type { LottoSettings } from '@shared/lotto/money';
import type { RtpRow } from '@shared/lotto/payout';

/**
 * The lottery vendor's page API (under /lotto-vendor/api, every call with the session's `sid`), as
 * the browser app (web/) and the routes share it. Every answer is the envelope
 * `{ success: true, value }` or `{ success: false, code, balance?, fields? }`; times are ISO
 * strings, money is integer minor units of the session's currency.
 */

export interface DrawView {
  /** The draw's id in the draw stream: "VN_NORTH:2026-11-26", "QUICK5_1M:2026-11-26T10:01". */
  key: string;
  game: string;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  /** hex SHA-256 of the seed, published when betting opens. */
  commitment: string;
  status: 'open' | 'drawn' | 'settled' | 'void';
  /** Drawn and settled draws only: the numbers, and the seed that recomputes them. */
  result?: LottoResult;
  seed?: string;
  drawnAt?: string;
  voidReason?: string;
}

export interface GameSummary {
  code: string;
  family: GameFamily;
  region?: 'NORTH' | 'CENTRAL' | 'SOUTH';
  /** In the session's language. */
  name: string;
  schedule: { kind: 'weekly'; zone: string; weekdays: number[]; time: string } | { kind: 'interval'; minutes: number };
  maintenance: boolean;
  /** The draw taking bets now (null in maintenance). */
  draw: DrawView | null;
}

/** GET /lotto-vendor/api/state?sid= */
export interface StateAnswer {
  nickname: string;
  currency: string;
  balance: number;
  lang: Language;
  theme: 'light' | 'dark' | null;
  /** TCG_LOTTO_VN (Vietnam) or LOTT (4D and the quick games): the games this session plays. */
  vendorCode: string;
  /** The game the platform launched. */
  game: string;
  games: GameSummary[];
  serverTime: string;
}

/** GET /lotto-vendor/api/games/:game?sid= : the rules panel and the board's bet types. */
export interface GameDetail {
  game: GameSummary;
  betTypes: string[];
  /** The merchant's odds per odds key (98.5: a hit pays 98.5 times the stake) and rebate percent per bet type. */
  settings: LottoSettings;
  rtp: RtpRow[];
  /** VN and 4D prize tiers in draw order (the quick games have none). */
  tiers: { name: string; count: number; digits: number }[];
  closeSeconds: number;
}

/** POST /lotto-vendor/api/slips with { sid, game, drawKey?, bets: [...] } (bets as the game's bet schema reads them). */
export interface SlipAnswer {
  slipId: string;
  drawKey: string;
  total: number;
  balance: number;
  status: 'open' | 'pending';
}

/** GET /lotto-vendor/api/results?sid=&game=&limit=&before= : past draws, newest first. */
export interface ResultsAnswer {
  draws: DrawView[];
}

/** GET /lotto-vendor/api/numero?sid=&date=YYYY-MM-DD&region=NORTH|CENTRAL|SOUTH : the region's draws of that local date. */
export interface NumeroAnswer {
  date: string;
  region: 'NORTH' | 'CENTRAL' | 'SOUTH';
  draws: { game: string; name: string; draw: DrawView }[];
}

export interface PlayerBet {
  slipId: string;
  drawKey: string;
  game: string;
  gameName: string;
  bet: { type: string; stake: number; numbers?: string[]; number?: string; pick?: string; position?: number };
  stake: number;
  /** Paid (win plus rebate) once settled; null while open. */
  payout: number | null;
  status: 'pending' | 'open' | 'won' | 'lost' | 'refunded' | 'refused';
  placedAt: string;
}

/** GET /lotto-vendor/api/bets?sid= : the player's latest bets (any game of the session's vendor code). */
export interface BetsAnswer {
  bets: PlayerBet[];
}
