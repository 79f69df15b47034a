import { sql } from 'drizzle-orm';
import { StatementBatcher, type BatcherOptions } from '../../db/batcher';
import { rowsOf, type Db } from '../../db/client';

/**
 * A slip's two writes, shared by concurrent slips (group commit, src/server/db/batcher.ts): the
 * pending slip with its bets, and its acceptance once the platform took the stake. Under load the
 * slips that arrive while one statement runs go out together in the next, so a slip costs a share
 * of a statement rather than three of its own (the maintenance flag is read inside the insert).
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

/**
 * Writes pending slips and their bets, each only if its game is not in maintenance and its draw
 * still takes bets at `now`: the draws' rows are locked (shared) while they are checked, so no slip
 * lands on a draw that closed or ran meanwhile. Answers in input order.
 */
async function insertSlips(db: Db, slips: readonly NewSlip[], now: Date): Promise<SlipInsert[]> {
  const input = slips.map((s, ord) => ({ ord, id: s.id, merchant_code: s.merchantCode, vendor_code: s.vendorCode, game_code: s.gameCode, draw_id: s.drawId, session_id: s.sessionId, player_id: s.playerId, currency: s.currency, total: s.total, created_at: s.createdAt.toISOString(), bets: s.bets }));
  const rows = rowsOf<{ ord: number; placed: boolean; maintenance: boolean }>(
    await db.execute(sql`with i as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(ord int, id text, merchant_code text, vendor_code text, game_code text, draw_id bigint, session_id text, player_id text, currency text, total bigint, created_at timestamptz, bets jsonb)
      ), m as (
        select g.merchant_code, g.game_code from lotto_game_settings g
        where g.maintenance = 'on' and (g.merchant_code, g.game_code) in (select merchant_code, game_code from i)
      ), d as (
        select id from lotto_draws where id in (select draw_id from i) and status = 'open' and closes_at > ${now.toISOString()}::timestamptz
        order by id for share
      ), s as (
        insert into lotto_slips (id, merchant_code, vendor_code, draw_id, session_id, player_id, currency, total, status, created_at)
        select i.id, i.merchant_code, i.vendor_code, d.id, i.session_id, i.player_id, i.currency, i.total, 'pending', i.created_at
        from i join d on d.id = i.draw_id
        where not exists (select 1 from m where m.merchant_code = i.merchant_code and m.game_code = i.game_code)
        order by i.ord
        returning id
      ), b as (
        insert into lotto_bets (slip_id, draw_id, player_id, bet, stake)
        select i.id, i.draw_id, i.player_id, x.v -> 'bet', (x.v ->> 'stake')::bigint
        from i join s on s.id = i.id, jsonb_array_elements(i.bets) with ordinality as x(v, n)
        order by i.ord, x.n
        returning slip_id
      )
      select i.ord, exists (select 1 from s where s.id = i.id) as "placed",
        exists (select 1 from m where m.merchant_code = i.merchant_code and m.game_code = i.game_code) as "maintenance"
      from i order by i.ord`),
  );
  return rows.map((r) => (r.placed ? 'placed' : r.maintenance ? 'maintenance' : 'closed'));
}

export interface Acceptance {
  slipId: string;
  sessionId: string;
  balance: number;
}

/**
 * Pending slips the platform accepted: open, and each session's balance the one the platform
 * answered last (of a session's slips in the group, the latest). True for each slip that was still
 * pending; a refund that overtook a slow answer leaves its slip, and its session's balance, alone.
 */
async function acceptSlips(db: Db, accepted: readonly Acceptance[]): Promise<boolean[]> {
  const input = accepted.map((a, ord) => ({ ord, slip_id: a.slipId, session_id: a.sessionId, balance: a.balance }));
  const rows = rowsOf<{ ord: number; accepted: boolean }>(
    await db.execute(sql`with i as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(ord int, slip_id text, session_id text, balance bigint)
      ), s as (
        update lotto_slips set status = 'open', attempts = attempts + 1
        where id in (select slip_id from i) and status = 'pending' returning id
      ), latest as (
        select distinct on (i.session_id) i.session_id, i.balance from i join s on s.id = i.slip_id order by i.session_id, i.ord desc
      ), u as (
        update lotto_sessions set balance = latest.balance from latest where lotto_sessions.id = latest.session_id returning lotto_sessions.id
      )
      select i.ord, exists (select 1 from s where s.id = i.slip_id) as "accepted" from i order by i.ord`),
  );
  return rows.map((r) => r.accepted);
}

interface Writers {
  insert: StatementBatcher<{ slip: NewSlip; now: Date }, SlipInsert>;
  accept: StatementBatcher<Acceptance, boolean>;
}

const writers = new WeakMap<Db, Writers>();

function first<T>(values: T[]): T {
  const [value] = values;
  if (value === undefined) throw new Error('lottery slip statement answered no row');
  return value;
}

/** Slips written on this handle share statements; call once per handle (the plugin does). */
export function batchSlipWrites(db: Db, options?: BatcherOptions): void {
  writers.set(db, {
    // One `now` per statement: the latest of the group (each slip's own is at most a turn older).
    insert: new StatementBatcher(
      (items) => insertSlips(db, items.map((item) => item.slip), new Date(Math.max(...items.map((item) => item.now.getTime())))),
      async (item) => first(await insertSlips(db, [item.slip], item.now)),
      options,
    ),
    accept: new StatementBatcher(
      (items) => acceptSlips(db, items),
      async (item) => first(await acceptSlips(db, [item])),
      options,
    ),
  });
}

/** Writes a pending slip and its bets (see insertSlips), shared with concurrent slips where batched. */
export async function insertSlip(db: Db, slip: NewSlip, now: Date): Promise<SlipInsert> {
  const batched = writers.get(db);
  return batched ? batched.insert.run({ slip, now }) : first(await insertSlips(db, [slip], now));
}

/** A pending slip the platform accepted (see acceptSlips); false when it was no longer pending. */
export async function acceptSlip(db: Db, acceptance: Acceptance): Promise<boolean> {
  const batched = writers.get(db);
  return batched ? batched.accept.run(acceptance) : first(await acceptSlips(db, [acceptance]));
}
