import type { Jackpot } from '@shared/api/games';
import type { Db } from '../../db/client';
import type { Merchant } from '../merchant/directory';
import { findJackpot, insertJackpot, lockJackpot, updateJackpot } from './jackpot-repository';
import { advance, cryptoRandom, startState, type JackpotRandom } from './jackpot-steps';

interface PoolFigure {
  amount: number;
  currency: string;
  /** Epoch ms of the next rise: until then the figure cannot change. */
  nextStepAt: number;
}

/**
 * The last figure read per merchant. Until its next rise is due no process can change the pool
 * (rises are applied only once due), so reads before then need no database.
 */
export type JackpotMemo = Map<number, PoolFigure>;

function view(figure: PoolFigure, now: number): Jackpot {
  return { amount: figure.amount, currency: figure.currency, at: new Date(now).toISOString() };
}

/** Applies the rises due by `now` under the row lock (creating the pool at a random start on first use). */
async function advancePool(db: Db, merchant: Merchant, now: number, random: JackpotRandom): Promise<PoolFigure> {
  return db.transaction(async (tx) => {
    let row = await lockJackpot(tx, merchant.id);
    if (!row) {
      const start = startState(now, random);
      await insertJackpot(tx, { merchantId: merchant.id, amount: start.amount, currency: merchant.config.currency.code, nextStepAt: new Date(start.nextStepAt) });
      row = await lockJackpot(tx, merchant.id);
      if (!row) throw new Error('jackpot row missing after insert');
    }
    const state = { amount: row.amount, nextStepAt: row.nextStepAt.getTime() };
    const next = advance(state, now, random);
    if (next !== state) await updateJackpot(tx, merchant.id, next.amount, new Date(next.nextStepAt));
    return { amount: next.amount, currency: row.currency, nextStepAt: next.nextStepAt };
  });
}

/**
 * The merchant's jackpot at `now`, the same figure for every viewer. The pool is persisted and
 * advanced on read: while no rise is due the remembered (or plainly read) figure answers; otherwise
 * one transaction locks the row, applies the rises due (crypto randomness) and stores them, so
 * concurrent readers advance it once and it never goes down.
 */
export async function readJackpot(
  db: Db,
  merchant: Merchant,
  now = Date.now(),
  random: JackpotRandom = cryptoRandom,
  memo: JackpotMemo = new Map(),
): Promise<Jackpot> {
  const remembered = memo.get(merchant.id);
  if (remembered && now < remembered.nextStepAt) return view(remembered, now);
  const row = await findJackpot(db, merchant.id);
  let figure = row && { amount: row.amount, currency: row.currency, nextStepAt: row.nextStepAt.getTime() };
  if (!figure || now >= figure.nextStepAt) figure = await advancePool(db, merchant, now, random);
  // Keep the newest figure only: a slow reader must not put back an older one.
  if (!remembered || figure.amount >= remembered.amount) memo.set(merchant.id, figure);
  return view(figure, now);
}
