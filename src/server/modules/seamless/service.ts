import type { Db } from '../../db/client';
import type { SeamlessKind } from '../../db/schema/seamless';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/secrets';
import type { Tx } from '../ledger/repository';
import { balanceOf, postingSideOf } from '../ledger/service';
import type { AccountRef } from '../ledger/types';
import * as calls from './call-repository';
import * as repo from './repository';
import * as rounds from './round-repository';
import type { WalletMode } from './integration-service';
import { roundRefusal } from './round-service';
import type { WalletAnswer } from './schemas';

/** One verified vendor call: whose merchant, which vendor, and the platform's clock. */
export interface CallContext {
  db: Db;
  merchantId: number;
  /** The merchant's currency: a call in another currency is refused. */
  currency: string;
  vendorCode: string;
  /**
   * seamless: the vendor plays on the player's main wallet. transfer: on the player's wallet at
   * this vendor (filled and emptied with transferFund), so the main balance is never touched.
   */
  mode: WalletMode;
  /** The merchant's jackpot contribution: basis points of every accepted stake (0: none). */
  jackpotBps: number;
  now: number;
  /**
   * The request's nonce when the route leaves its claim to the call (bets and wins claim it in their
   * statement); absent when it was claimed already.
   */
  nonce?: string;
}

/** The wallet this vendor's bets and wins move. */
export const walletOf = (ctx: Pick<CallContext, 'mode' | 'vendorCode'>, memberId: number): AccountRef =>
  ctx.mode === 'transfer' ? { kind: 'player_vendor', memberId, code: ctx.vendorCode } : { kind: 'player_main', memberId };
export const settlementOf = (ctx: CallContext): AccountRef => ({ kind: 'vendor_settlement', code: ctx.vendorCode });
/** Ledger keys of protocol movements: one per vendor transaction id, so a retry never moves twice. */
export const ledgerKeyOf = (ctx: CallContext, transactionId: string) => `seamless:${ctx.vendorCode}:${transactionId}`;

/** The member behind a playerId, in this merchant only. */
export async function playerOf(db: Tx, ctx: CallContext, playerId: string): Promise<repo.PlayerFacts> {
  const member = await repo.findMember(db, ctx.merchantId, Number(playerId));
  if (!member) throw new AppError('not_found', 'Unknown player');
  return member;
}

export function assertCurrency(ctx: CallContext, currency: string): void {
  if (currency !== ctx.currency) throw new AppError('validation_failed', `The wallet currency is ${ctx.currency}`, { currency: 'mismatch' });
}

/** The answer's balance (the wallet this vendor plays on): the one a ledger transfer just reported, else read. */
export async function answerOf(db: Tx, ctx: CallContext, memberId: number, extra: Partial<WalletAnswer> = {}, known?: number): Promise<WalletAnswer> {
  const balance = known ?? (await balanceOf(db, ctx.merchantId, ctx.currency, walletOf(ctx, memberId)));
  return { playerId: String(memberId), currency: ctx.currency, balance, ...extra };
}

/** The player's balance answer (not_found when the playerId names nobody of this merchant). */
export async function balanceAnswer(ctx: CallContext, playerId: string): Promise<WalletAnswer> {
  const member = await playerOf(ctx.db, ctx, playerId);
  return answerOf(ctx.db, ctx, member.id);
}

/** SHA-256 of a call's kind and (flat) body with sorted keys: the same content always hashes the same. */
export function contentHash(kind: SeamlessKind, body: Record<string, unknown>): string {
  const entries = Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256Hex(JSON.stringify([kind, entries]));
}

export interface Movement {
  kind: Exclude<SeamlessKind, 'void'>;
  transactionId: string;
  roundId: string;
  memberId: number;
  amount: number;
  requestHash: string;
}

/** What a refund or end-round call did: its ledger transfer, and the player's balance after it when the ledger said. */
export interface Applied {
  transferId: number | null;
  balance?: number;
}

export const nothingMoved: Applied = { transferId: null };

/**
 * Runs a refund or end-round call once per transaction id, in one database transaction: the claim
 * takes the id (and reads the member), `apply` moves money and updates the round, and the answer is
 * stored with the claim. A replay answers the stored answer; other content under the id, or a bet
 * under a refunded id, is refused; an unknown player is not_found. A failure rolls everything back,
 * the claim included, so a corrected retry can succeed.
 */
export async function once(ctx: CallContext, call: Movement, apply: (tx: Tx, claimed: { claimId: number; member: repo.PlayerFacts }) => Promise<Applied>): Promise<WalletAnswer> {
  return ctx.db.transaction(async (tx) => {
    const key = { merchantId: ctx.merchantId, vendorCode: ctx.vendorCode, transactionId: call.transactionId };
    const { claimId, member } = await calls.claimCall(tx, { ...key, ...call, createdAt: new Date(ctx.now) });
    if (!member) throw new AppError('not_found', 'Unknown player');
    if (claimId === null) return replayOf(await rounds.findTransaction(tx, key), call);
    const applied = await apply(tx, { claimId, member });
    const answer = await answerOf(tx, ctx, call.memberId, { transactionId: call.transactionId, roundId: call.roundId }, applied.balance);
    await rounds.setTransactionResult(tx, ctx.merchantId, claimId, answer, applied.transferId);
    return answer;
  });
}

type Refusal = Exclude<calls.MoneyCallStatus, 'ok' | 'replay' | 'round_refused'>;

/** What a refused bet or win answered, as the error the vendor gets. */
const refusals: Record<Refusal, () => AppError> = {
  nonce_reused: () => new AppError('nonce_reused', 'This nonce was already used'),
  not_found: () => new AppError('not_found', 'Unknown player'),
  bet_refunded: () => new AppError('bet_refunded', 'This bet was refunded before it arrived'),
  idempotency_conflict: () => new AppError('idempotency_conflict', 'This transaction id was used for a different call'),
  player_trial: () => new AppError('player_not_allowed', 'Trial accounts cannot bet'),
  player_inactive: () => new AppError('player_not_allowed', 'The account is not active'),
  game_session_expired: () => new AppError('game_session_expired', 'No live game session for this player'),
  insufficient_funds: () => new AppError('insufficient_funds', 'Insufficient funds'),
};

/**
 * Runs a bet or a win in one statement (call-repository's moneyCall, with the request's nonce when
 * the route left it to the call) and answers its answer, or throws its refusal. A refused round says
 * why in a second look (not_found, conflict, round_closed).
 */
export type MoneyCallInput = Omit<calls.MoneyCall, 'merchantId' | 'vendorCode' | 'currency' | 'now' | 'nonce' | 'wallet' | 'answer'>;

/** The whole call the statement runs: the context's merchant, vendor, clock and nonce added. */
export function fullMoneyCall(ctx: CallContext, call: MoneyCallInput): calls.MoneyCall {
  const { merchantId, vendorCode, currency } = ctx;
  const answer = { playerId: String(call.memberId), currency, transactionId: call.transactionId, roundId: call.roundId };
  return { ...call, merchantId, vendorCode, currency, now: new Date(ctx.now).toISOString(), nonce: ctx.nonce ?? null, wallet: postingSideOf(walletOf(ctx, call.memberId)), answer };
}

export async function moneyCallAnswer(ctx: CallContext, call: MoneyCallInput): Promise<WalletAnswer> {
  return answerOrRefusal(ctx, call, await calls.moneyCall(ctx.db, fullMoneyCall(ctx, call)));
}

/** A statement's result for one call: its answer, or its refusal thrown. */
export async function answerOrRefusal(ctx: CallContext, call: Pick<MoneyCallInput, 'roundId' | 'memberId'>, result: calls.MoneyCallResult): Promise<WalletAnswer> {
  const { status, answer: answered } = result;
  if (status === 'ok' || status === 'replay') {
    if (!answered) throw new Error(`seamless_money_call answered ${status} without an answer`);
    return answered;
  }
  if (status === 'round_refused') throw await roundRefusal(ctx.db, ctx, call.roundId, call.memberId);
  throw refusals[status]();
}

function replayOf(first: rounds.TransactionRow | undefined, call: Movement): WalletAnswer {
  if (!first) throw new Error('a claimed seamless transaction vanished');
  if (first.kind === 'void' && call.kind === 'bet') throw new AppError('bet_refunded', 'This bet was refunded before it arrived');
  if (first.requestHash !== call.requestHash || first.response === null) {
    throw new AppError('idempotency_conflict', 'This transaction id was used for a different call');
  }
  return first.response as WalletAnswer;
}
