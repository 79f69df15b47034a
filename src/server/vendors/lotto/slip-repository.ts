import { sql } from 'drizzle-orm';
import { StatementBatcher, type BatcherOptions } from '../../db/batcher';
import { rowsOf, type Db } from '../../db/client';

/**
 * A slip's two writes, shared by concurrent slips (group commit, src/server/db/batcher.ts): the
 * pending slip with its bets, and its acceptance once the platform took the stake. Under load the
 * writes that arrive while one statement runs go out together in the next, acceptances and new
 * slips alike, so a slip costs a share of one statement rather than three of its own (the
 * maintenance flag is read inside the insert).
 */

export interface NewBet {
  bet: unknown;
  stake: number;
}

export interface NewSlip {
  id: string;
  merchantCode: string;
  vendorCode: string;
  gameCode: string;
  drawId: number;
  sessionId: string;
  playerId: string;
  currency: string;
  total: number;
  createdAt: Date;
  bets: readonly NewBet[];
}

/** placed: written pending; closed: the draw no longer takes bets; maintenance: the game is in maintenance. */
export type SlipInsert = 'placed' | 'closed' | 'maintenance';

export interface Acceptance {
  slipId: string;
  sessionId: string;
  balance: number;
}

type SlipWrite = { slip: NewSlip; now: Date } | { acceptance: Acceptance };
type SlipWritten = SlipInsert | boolean;

/**
 * New pending slips and acceptances in one statement (lotto_slip_writes, which says what each
 * guarantees): a slip is written with its bets only on an open draw of a game not in maintenance at
 * `now` (the latest of the group's own times: each is at most a turn older); an acceptance opens a
 * slip that is still pending. Answers in input order: the slips' outcomes, true for each slip that
 * was still pending.
 */
async function writeSlips(db: Db, writes: readonly SlipWrite[]): Promise<SlipWritten[]> {
  const slips: object[] = [];
  const accepts: object[] = [];
  const places: ['slip' | 'accept', number][] = [];
  let now = 0;
  for (const write of writes) {
    if ('slip' in write) {
      const s = write.slip;
      now = Math.max(now, write.now.getTime());
      places.push(['slip', slips.length]);
      slips.push({ id: s.id, merchant_code: s.merchantCode, vendor_code: s.vendorCode, game_code: s.gameCode, draw_id: s.drawId, session_id: s.sessionId, player_id: s.playerId, currency: s.currency, total: s.total, created_at: s.createdAt.toISOString(), bets: s.bets });
    } else {
      const a = write.acceptance;
      places.push(['accept', accepts.length]);
      accepts.push({ slip_id: a.slipId, session_id: a.sessionId, balance: a.balance });
    }
  }
  const rows = rowsOf<{ kind: 'slip' | 'accept'; ord: number; outcome: string }>(
    await db.execute(sql`select kind, ord, outcome from lotto_slip_writes(${JSON.stringify(slips)}::jsonb, ${JSON.stringify(accepts)}::jsonb, ${new Date(now).toISOString()}::timestamptz)`),
  );
  const outcomes = new Map(rows.map((r) => [`${r.kind}:${r.ord}`, r.outcome]));
  return places.map(([kind, ord]) => {
    const outcome = outcomes.get(`${kind}:${ord}`);
    if (outcome === undefined) throw new Error('lottery slip statement answered no row');
    return kind === 'slip' ? (outcome as SlipInsert) : outcome === 'accepted';
  });
}

const writers = new WeakMap<Db, StatementBatcher<SlipWrite, SlipWritten>>();

async function writeOne(db: Db, write: SlipWrite): Promise<SlipWritten> {
  const [outcome] = await writeSlips(db, [write]);
  if (outcome === undefined) throw new Error('lottery slip statement answered no row');
  return outcome;
}

function written(db: Db, write: SlipWrite): Promise<SlipWritten> {
  const batched = writers.get(db);
  return batched ? batched.run(write) : writeOne(db, write);
}

/**
 * Slips written on this handle share statements; call once per handle (the plugin does). One
 * batcher for both writes: a slip's acceptance rides in the same statement as the next slips'
 * inserts, so under load a slip costs a share of one statement rather than of two.
 */
export function batchSlipWrites(db: Db, options?: BatcherOptions): void {
  writers.set(
    db,
    new StatementBatcher(
      (items) => writeSlips(db, items),
      (item) => writeOne(db, item),
      options,
    ),
  );
}

/** Writes a pending slip and its bets (see writeSlips), shared with concurrent slips where batched. */
export async function insertSlip(db: Db, slip: NewSlip, now: Date): Promise<SlipInsert> {
  const outcome = await written(db, { slip, now });
  if (typeof outcome === 'boolean') throw new Error('lottery slip statement answered an acceptance for a slip');
  return outcome;
}

/** A pending slip the platform accepted (see writeSlips); false when it was no longer pending. */
export async function acceptSlip(db: Db, acceptance: Acceptance): Promise<boolean> {
  return (await written(db, { acceptance })) === true;
}
