import { sql, type SQL } from 'drizzle-orm';
import { StatementBatcher, type BatcherOptions } from '../../db/batcher';
import { rowsOf, type Db } from '../../db/client';
import type { SeamlessKind } from '../../db/schema/seamless';
import type { PostInput, Tx } from '../ledger/repository';
import type { PlayerFacts } from './repository';
import type { WalletAnswer } from './schemas';

/**
 * The hot path's statements. Bets and wins are one statement each (seamless_money_call, migrations
 * 0012, 0014, 0015 and 0017: nonce, member, replay and session checks, round, transfers, jackpot, the
 * claim with its answer), because on the embedded database every statement costs a turn of the one
 * engine and on a server a round trip.
 * Concurrent bets and wins also share statements (group commit, see StatementBatcher). The rows
 * every call shares, the vendor's settlement account and the jackpot pool, are booked once a
 * statement, at its end (ledger_post_deferred, ledger_book_deferred): on a server, concurrent
 * statements wait for each other only there. Refunds and end-round calls, which are rare, claim
 * their id here (claimCall) and do the rest in steps.
 */

interface ClaimRow {
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
interface ClaimAnswer {
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
function claimOf(row: Row | undefined): ClaimAnswer {
  if (!row) throw new Error('seamless claim answered no row');
  const member: PlayerFacts | null =
    row.member_id === null || row.member_id === undefined
      ? null
      : { id: Number(row.member_id), nickname: String(row.nickname), account: String(row.account), type: Number(row.member_type), status: String(row.member_status) };
  return { claimId: row.claim_id === null || row.claim_id === undefined ? null : Number(row.claim_id), member };
}

/** Claims a call for a member of this merchant: one statement. */
export async function claimCall(tx: Tx, row: ClaimRow): Promise<ClaimAnswer> {
  const rows = rowsOf<Row>(await tx.execute(sql`with ${claimCtes(row)} select ${claimColumns} from (select 1) one left join m on true`));
  return claimOf(rows[0]);
}


/**
 * A bet or a win as seamless_money_call takes it (JSON). The function claims `nonce` first (it stays
 * used whatever the call answers), needs the member, and answers a replay of the transaction id with
 * the stored answer. A bet needs a member that is not of `trialType` and is ACTIVE, the live launch
 * token `tokenHash` (its expiry moves to `expiresAt`), `amount` on `wallet` and the player's own open
 * round (opened when new); a win books on the player's open round (opening an unknown one) and
 * settles it when `close`. Then `transfer` is posted (a bet's stake, refused as insufficient_funds
 * when the wallet is short; a win, absent for a win of 0): the answer's balance is the wallet's
 * after it (the debit side of a bet, the credit side of a win), else `wallet`'s balance; the
 * transaction id is claimed with that answer. The transfer's settlement side is booked with the
 * statement's others at its end. A bet's `share` is booked on its claim; the shares of a statement's
 * bets are posted to their pool as one transfer (db/functions/seamless_money_calls.sql) at its end,
 * and before a jackpot win in it. `jackpot`: the whole pool
 * (`jackpotTransfer`'s debit side, read under lock) is paid with that posting, answered as
 * jackpotAmount, counted in the round's win and booked on the claim (the winner board reads win
 * claims, games/winners-repository).
 */
export interface MoneyCall {
  kind: 'bet' | 'win';
  merchantId: number;
  vendorCode: string;
  transactionId: string;
  roundId: string;
  memberId: number;
  amount: number;
  requestHash: string;
  currency: string;
  /** ISO time of the call. */
  now: string;
  nonce: string | null;
  tokenHash?: string;
  /** A bet's game when the vendor named one (else the launch token's): the round's game when it opens. */
  gameNodeId?: string;
  expiresAt?: string;
  trialType?: number;
  close?: boolean;
  jackpot?: boolean;
  jackpotTransfer?: PostInput;
  transfer?: PostInput;
  /** A bet's jackpot share (settlement → pool): booked on the claim, posted with the statement's other shares. */
  share?: PostInput;
  wallet: PostInput['debit'];
  answer: Omit<WalletAnswer, 'balance'>;
}

export type MoneyCallStatus =
  | 'ok'
  | 'replay'
  | 'nonce_reused'
  | 'not_found'
  | 'bet_refunded'
  | 'idempotency_conflict'
  | 'player_trial'
  | 'player_inactive'
  | 'game_session_expired'
  | 'round_refused'
  | 'insufficient_funds';

export interface MoneyCallResult {
  status: MoneyCallStatus;
  /** The answer of an accepted call or a replay. */
  answer: WalletAnswer | null;
}

interface MoneyRow {
  call_status: MoneyCallStatus;
  call_answer: WalletAnswer | null;
}

const resultOf = (row: MoneyRow): MoneyCallResult => ({ status: row.call_status, answer: row.call_answer });

/** Several calls in one statement, one after another; results in the same order. */
export async function runMoneyCalls(db: Tx, calls: readonly MoneyCall[]): Promise<MoneyCallResult[]> {
  const rows = rowsOf<MoneyRow>(await db.execute(sql`select call_status, call_answer from seamless_money_calls(${JSON.stringify(calls)}::jsonb) order by ord`));
  if (rows.length !== calls.length) throw new Error('seamless_money_calls returned the wrong number of rows');
  return rows.map(resultOf);
}

/** One call in its own statement (the same function: a bet's jackpot share is posted at its end). */
async function runMoneyCall(db: Tx, call: MoneyCall): Promise<MoneyCallResult> {
  const [result] = await runMoneyCalls(db, [call]);
  if (!result) throw new Error('seamless_money_calls returned no row');
  return result;
}

const batchers = new WeakMap<Db, StatementBatcher<MoneyCall, MoneyCallResult>>();

/** Bets and wins on this handle share statements (group commit: see StatementBatcher). */
export function batchMoneyCalls(db: Db, options?: BatcherOptions): void {
  batchers.set(
    db,
    new StatementBatcher((calls) => runMoneyCalls(db, calls), (call) => runMoneyCall(db, call), options),
  );
}

/** The database's message: the error's own, or a cause's (drivers and the ORM wrap it). */
function raisedAs(error: unknown, prefix: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e.message.startsWith(prefix)) return true;
  return false;
}

const RACE_ATTEMPTS = 3;

/**
 * Runs a bet or a win in its own statement, or in a shared one where the handle batches. A call that
 * lost a race with a concurrent one (seamless_race: nothing of it was written) runs again, and then
 * answers what the other left (a refund marker, a spent balance).
 */
export async function moneyCall(db: Db, call: MoneyCall): Promise<MoneyCallResult> {
  const batcher = batchers.get(db);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await (batcher ? batcher.run(call) : runMoneyCall(db, call));
    } catch (error) {
      if (attempt >= RACE_ATTEMPTS || !raisedAs(error, 'seamless_race')) throw error;
    }
  }
}
