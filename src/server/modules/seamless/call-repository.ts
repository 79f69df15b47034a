import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { RoundStatus, SeamlessKind } from '../../db/schema/seamless';
import { winOfNodeQuery, type WinOfNode } from '../games/winners-repository';
import { outcomeOf, postTransfersQuery, type PostInput, type PostOutcome, type PostRow, type Tx } from '../ledger/repository';
import type { PlayerFacts } from './repository';
import type { RoundRow } from './round-repository';

/**
 * The hot path's statements: each money call runs in few statements, because on the embedded
 * database every statement costs a turn of the one engine and on a server a round trip (and the
 * shared settlement row stays locked from its transfer to the commit). A call claims its transaction
 * id, reads the member, and for a bet touches the game session and books the round in one statement;
 * its ledger transfers and the stored answer (and a win's winner-board row) are a second one.
 */

export interface ClaimRow {
  merchantId: number;
  vendorCode: string;
  transactionId: string;
  kind: Exclude<SeamlessKind, 'void'>;
  roundId: string;
  memberId: number;
  amount: number;
  requestHash: string;
  createdAt: Date;
}

/** A claim statement's answer: the claim's id (null: the id was taken), the member (null: unknown here). */
export interface ClaimAnswer {
  claimId: number | null;
  member: PlayerFacts | null;
}

type Row = Record<string, unknown>;

/** The member, then the claim: a claim is only made for a member of this merchant. */
function claimCtes(row: ClaimRow): SQL {
  return sql`
    m as (select id, nickname, account, type, status from members where merchant_id = ${row.merchantId} and id = ${row.memberId}),
    c as (
      insert into seamless_transactions (merchant_id, vendor_code, transaction_id, kind, round_id, member_id, amount, request_hash, created_at)
      select ${row.merchantId}::integer, ${row.vendorCode}::text, ${row.transactionId}::text, ${row.kind}::text, ${row.roundId}::text, m.id, ${row.amount}::bigint,
        ${row.requestHash}::text, ${row.createdAt.toISOString()}::timestamptz
      from m
      on conflict do nothing
      returning id
    )`;
}

const claimColumns = sql`(select id from c) as claim_id, m.id as member_id, m.nickname, m.account, m.type as member_type, m.status as member_status`;
const roundColumns = sql`r.id as r_id, r.member_id as r_member_id, r.game_node_id as r_game_node_id, r.total_bet as r_total_bet, r.total_win as r_total_win,
  r.total_refunded as r_total_refunded, r.currency as r_currency, r.status as r_status, r.opened_at as r_opened_at, r.closed_at as r_closed_at`;

function claimOf(row: Row | undefined): ClaimAnswer {
  if (!row) throw new Error('seamless claim answered no row');
  const member: PlayerFacts | null =
    row.member_id === null || row.member_id === undefined
      ? null
      : { id: Number(row.member_id), nickname: String(row.nickname), account: String(row.account), type: Number(row.member_type), status: String(row.member_status) };
  return { claimId: row.claim_id === null || row.claim_id === undefined ? null : Number(row.claim_id), member };
}

const dateOf = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

function roundOf(row: Row, key: { merchantId: number; vendorCode: string; roundId: string }): RoundRow | null {
  if (row.r_id === null || row.r_id === undefined) return null;
  return {
    id: Number(row.r_id),
    merchantId: key.merchantId,
    vendorCode: key.vendorCode,
    roundId: key.roundId,
    memberId: Number(row.r_member_id),
    gameNodeId: row.r_game_node_id === null ? null : String(row.r_game_node_id),
    totalBet: Number(row.r_total_bet),
    totalWin: Number(row.r_total_win),
    totalRefunded: Number(row.r_total_refunded),
    currency: String(row.r_currency),
    status: String(row.r_status) as RoundStatus,
    openedAt: dateOf(row.r_opened_at) ?? new Date(0),
    closedAt: dateOf(row.r_closed_at),
  };
}

/** Claims a call for a member of this merchant: one statement. */
export async function claimCall(tx: Tx, row: ClaimRow): Promise<ClaimAnswer> {
  const rows = rowsOf<Row>(await tx.execute(sql`with ${claimCtes(row)} select ${claimColumns} from (select 1) one left join m on true`));
  return claimOf(rows[0]);
}

export interface BetClaim extends ClaimAnswer {
  /** False when the launch token is unknown, another player's or vendor's, or expired. */
  live: boolean;
  /** The round with the stake booked; null when the round refused it (closed, or another player's). */
  round: RoundRow | null;
}

/**
 * A bet's first statement: claim, member, the game session's idle expiry moved ahead (the rule of
 * launch-service's liveSession), and the stake booked on the round (opened when new) under its row
 * lock. Only a claimed call touches the session; only a live session books; only the player's own
 * open round takes the stake. The caller checks the answer and rolls back on a refusal.
 */
export async function claimBet(
  tx: Tx,
  row: ClaimRow,
  bet: { tokenHash: string; now: Date; expiresAt: Date; currency: string },
): Promise<BetClaim> {
  const rows = rowsOf<Row>(
    await tx.execute(sql`
    with ${claimCtes(row)},
    t as (
      update launch_tokens set expires_at = ${bet.expiresAt.toISOString()}::timestamptz
      where merchant_id = ${row.merchantId} and token_hash = ${bet.tokenHash} and vendor_code = ${row.vendorCode} and member_id = ${row.memberId}
        and expires_at > ${bet.now.toISOString()}::timestamptz and exists (select 1 from c)
      returning game_node_id
    ),
    r as (
      insert into game_rounds (merchant_id, vendor_code, round_id, member_id, game_node_id, currency, total_bet, total_win, opened_at)
      select ${row.merchantId}::integer, ${row.vendorCode}::text, ${row.roundId}::text, ${row.memberId}::integer, t.game_node_id, ${bet.currency}::text, ${row.amount}::bigint, 0,
        ${bet.now.toISOString()}::timestamptz
      from t
      on conflict (merchant_id, vendor_code, round_id) do update set total_bet = game_rounds.total_bet + excluded.total_bet
        where game_rounds.status = 'open' and game_rounds.member_id = excluded.member_id
      returning *
    )
    select ${claimColumns}, (select count(*) from t) as live, ${roundColumns}
    from (select 1) one left join m on true left join r on true`),
  );
  const first = rows[0];
  return { ...claimOf(first), live: Number(first?.live ?? 0) > 0, round: first ? roundOf(first, row) : null };
}

export interface WinClaim extends ClaimAnswer {
  /** The round with the win booked (and settled when asked); null when it refused (closed, or another player's). */
  round: RoundRow | null;
}

/**
 * A win's first statement: claim, member, and the win booked on the round (opened when new) under
 * its row lock, settling it when `close` (refunded when nothing stayed staked or won, as
 * round-service's closedStatus). Only the player's own open round takes it.
 */
export async function claimWin(tx: Tx, row: ClaimRow, win: { now: Date; currency: string; close: boolean }): Promise<WinClaim> {
  const now = win.now.toISOString();
  const closedAt = win.close ? now : null;
  const rows = rowsOf<Row>(
    await tx.execute(sql`
    with ${claimCtes(row)},
    r as (
      insert into game_rounds (merchant_id, vendor_code, round_id, member_id, game_node_id, currency, total_bet, total_win, status, opened_at, closed_at)
      select ${row.merchantId}::integer, ${row.vendorCode}::text, ${row.roundId}::text, ${row.memberId}::integer, null, ${win.currency}::text, 0, ${row.amount}::bigint,
        ${win.close ? 'settled' : 'open'}::text, ${now}::timestamptz, ${closedAt}::timestamptz
      from c
      on conflict (merchant_id, vendor_code, round_id) do update set
        total_win = game_rounds.total_win + excluded.total_win,
        status = case when ${win.close}::boolean then
          (case when game_rounds.total_bet = 0 and game_rounds.total_win + excluded.total_win = 0 and game_rounds.total_refunded > 0 then 'refunded' else 'settled' end)
          else game_rounds.status end,
        closed_at = coalesce(${closedAt}::timestamptz, game_rounds.closed_at)
        where game_rounds.status = 'open' and game_rounds.member_id = excluded.member_id
      returning *
    )
    select ${claimColumns}, ${roundColumns}
    from (select 1) one left join m on true left join r on true`),
  );
  const first = rows[0];
  return { ...claimOf(first), round: first ? roundOf(first, row) : null };
}

/**
 * A call's money and its stored answer in one statement: the transfers in order (as the ledger
 * posts them), then, if the first was posted, the claim row gets `answer` with the balance of the
 * first transfer's `side` and its transfer id, and a win goes on the winner board. The caller
 * checks every outcome (and rolls back on a refusal); `stored` is false when nothing was stored.
 */
export async function postAndStore(
  tx: Tx,
  move: { merchantId: number; claimId: number; postings: readonly PostInput[]; answer: object; side: 'debit' | 'credit'; winner?: WinOfNode | undefined },
): Promise<{ outcomes: PostOutcome[]; stored: boolean }> {
  const balance = move.side === 'debit' ? sql`f.debit_balance` : sql`f.credit_balance`;
  const winner = move.winner ? sql`, w as (${winOfNodeQuery(move.winner)})` : sql``;
  const rows = rowsOf<PostRow & { ord: number; stored: string | number }>(
    await tx.execute(sql`
    with moved as (${postTransfersQuery(move.postings)}),
    f as (select * from moved where ord = 0 and status = 'posted'),
    s as (
      update seamless_transactions set response = jsonb_set(${JSON.stringify(move.answer)}::jsonb, '{balance}', to_jsonb(${balance})), transfer_id = f.transfer_id
      from f
      where seamless_transactions.merchant_id = ${move.merchantId} and seamless_transactions.id = ${move.claimId}
      returning 1
    )${winner}
    select moved.*, (select count(*) from s) as stored from moved order by ord`),
  );
  if (rows.length !== move.postings.length) throw new Error('ledger_post_transfer returned the wrong number of rows');
  return { outcomes: rows.map(outcomeOf), stored: rows.some((r) => Number(r.stored) > 0) };
}
