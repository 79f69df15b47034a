import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { VendorKeys } from '../kit/keys';
import type { PlatformWallet } from '../kit/wallet';

/** What the demo vendor's services work with: its own tables, its keys, its line to the platform, its clock. */
export interface VendorContext {
  db: Db;
  keys: VendorKeys;
  wallet: PlatformWallet;
  now: () => number;
  log: FastifyBaseLogger;
  /** A real-money slot spin hits the progressive jackpot with a chance of 1 in this many. */
  jackpotOdds: number;
}

export const JACKPOT_ODDS = 100_000;
/** The game whose real-money spins may hit the platform's progressive jackpot. */
export const JACKPOT_GAME = 'demo-slot-lucky-fives';

/** Demo money a free trial starts with: 2,000.00 in the trial's currency. */
export const TRIAL_BALANCE = 200_000;
/** A game page works this long after its launch; the platform's own token expires sooner when idle. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
/** Rounds the in-game history shows. */
export const HISTORY_SIZE = 20;
/** A round still pending this long after it began lost its bet answer: the sweeper refunds it. */
export const STALE_PENDING_MS = 10_000;
