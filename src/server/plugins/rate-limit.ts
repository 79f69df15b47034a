import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { globalPlugin } from '../lib/global-plugin';
import { bumpCounter, deleteCountersBefore } from '../modules/rate-limit/repository';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

/**
 * Fixed-window counters in the database, so a limit holds across processes (a client cannot
 * get N per process by spreading requests over a cluster).
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** Counts one event for `key`; throws 429 too_many_requests when more than `limit` fall in the window. */
  async hit(key: string, limit: number, windowMs: number, message = 'Too many requests, try again later'): Promise<void> {
    const now = this.clock();
    const count = await bumpCounter(this.db, key, new Date(Math.floor(now / windowMs) * windowMs));
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      // Old windows are useless; dropping them keeps the table small (counters live ≤ 1 day).
      await deleteCountersBefore(this.db, new Date(now - 86_400_000));
    }
    if (count > limit) throw new AppError('too_many_requests', message);
  }
}

async function rateLimitPlugin(app: FastifyInstance) {
  app.decorate('rateLimit', new RateLimiter(app.db, app.config.accounts.clock));
}

export default globalPlugin(rateLimitPlugin, 'rate-limit');
