import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PlatformWallet } from '../kit/wallet';

/** What the lottery vendor's services work with: its own tables, its line to the platform, its clock. */
export interface LottoContext {
  db: Db;
  /** The players' calls (launch, balance, bets): a vendor gives up after 3 s. */
  wallet: PlatformWallet;
  /**
   * Settlement's calls (win batches, refunds): a batch of a thousand wins may take longer than a
   * player's call on a busy platform, and giving up early only makes the next pass repeat it.
   */
  settlementWallet: PlatformWallet;
  now: () => number;
  log: FastifyBaseLogger;
  /** Pause between win batches (LOTTO_SETTLE_PAUSE_MS; 0 or absent: none). */
  settlePauseMs?: number;
}

/** A game page works this long after its launch; the platform's own token expires sooner when idle. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
/** A slip whose bet call has not answered after this long is refunded (the refund call is idempotent). */
export const STALE_PENDING_MS = 15_000;
/** How long settlement waits for one of its calls. */
export const SETTLEMENT_TIMEOUT_MS = 60_000;
/** Wins per winBatch call: a call answers in well under a second on a busy embedded database. */
export const WINS_PER_CALL = 250;
/** Bets one slip may hold. */
export const MAX_BETS_PER_SLIP = 50;
/** Betting closes this long before a draw unless the merchant set otherwise: 15 minutes, 10 s for quick games. */
export const DEFAULT_CLOSE_SECONDS = { weekly: 15 * 60, interval: 10 } as const;
