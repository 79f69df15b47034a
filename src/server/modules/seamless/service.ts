import { TRIAL_TYPE } from '@shared/constants';
import type { Db } from '../../db/client';
import type { SeamlessKind } from '../../db/schema/seamless';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/secrets';
import type { Tx } from '../ledger/repository';
import { balanceOf, postedResult, postingOf } from '../ledger/service';
import type { WinOfNode } from '../games/winners-repository';
import type { AccountRef, TransferRequest } from '../ledger/types';
import * as calls from './call-repository';
import * as repo from './repository';
import * as rounds from './round-repository';
import type { WalletMode } from './integration-service';
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

/** Trial, blocked and excluded accounts (any status but ACTIVE) never bet. */
export function assertMayBet(member: repo.PlayerFacts): void {
  if (member.type === TRIAL_TYPE) throw new AppError('player_not_allowed', 'Trial accounts cannot bet');
  if (member.status !== 'ACTIVE') throw new AppError('player_not_allowed', 'The account is not active');
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

/** What a call did: its ledger transfer, and the player's balance after it when the ledger said. */
export interface Applied {
  transferId: number | null;
  balance?: number;
  /** Fields the call adds to its answer (a win's jackpotAmount). */
  extra?: Partial<WalletAnswer>;
  /** The answer, already stored together with the call's money (moveAndStore). */
  stored?: WalletAnswer;
}

export const nothingMoved: Applied = { transferId: null };

/** A claimed call: its claim row's id and the member (both known), with what its claim statement added. */
export type Claimed<C extends calls.ClaimAnswer> = C & { claimId: number; member: repo.PlayerFacts };

/** The plain claim (claim and member): calls that book nothing in the same statement. */
export const plainClaim = calls.claimCall;

/**
 * Runs a money call once per transaction id, in one database transaction: `claim` takes the id
 * (and reads the member; a call may book more in the same statement), `apply` moves money and
 * updates the round, and the answer is stored with the claim. A replay answers the stored answer;
 * other content under the id, or a bet under a refunded id, is refused; an unknown player is
 * not_found. A failure rolls everything back, the claim included, so a corrected retry can succeed.
 */
export async function once<C extends calls.ClaimAnswer>(
  ctx: CallContext,
  call: Movement,
  claim: (tx: Tx, row: calls.ClaimRow) => Promise<C>,
  apply: (tx: Tx, claimed: Claimed<C>) => Promise<Applied>,
): Promise<WalletAnswer> {
  return ctx.db.transaction(async (tx) => {
    const key = { merchantId: ctx.merchantId, vendorCode: ctx.vendorCode, transactionId: call.transactionId };
    const claimed = await claim(tx, { ...key, ...call, createdAt: new Date(ctx.now) });
    const { claimId, member } = claimed;
    if (!member) throw new AppError('not_found', 'Unknown player');
    if (claimId === null) return replayOf(await rounds.findTransaction(tx, key), call);
    const applied = await apply(tx, { ...claimed, claimId, member });
    if (applied.stored) return applied.stored;
    const answer = await answerOf(tx, ctx, call.memberId, { transactionId: call.transactionId, roundId: call.roundId, ...applied.extra }, applied.balance);
    await rounds.setTransactionResult(tx, ctx.merchantId, claimId, answer, applied.transferId);
    return answer;
  });
}

/**
 * Posts a claimed call's transfers and stores its answer (with the balance the first transfer left
 * on `side`, and a win's winner-board row) in one statement. A ledger refusal throws, which rolls
 * the call back.
 */
export async function moveAndStore(
  tx: Tx,
  ctx: CallContext,
  claimed: { claimId: number },
  call: Movement,
  transfers: readonly TransferRequest[],
  options: { side: 'debit' | 'credit'; extra?: Partial<WalletAnswer>; winner?: WinOfNode | undefined },
): Promise<Applied> {
  const postings = transfers.map(postingOf);
  const template: WalletAnswer = { playerId: String(call.memberId), currency: ctx.currency, balance: 0, transactionId: call.transactionId, roundId: call.roundId, ...options.extra };
  const moved = await calls.postAndStore(tx, { merchantId: ctx.merchantId, claimId: claimed.claimId, postings, answer: template, side: options.side, winner: options.winner });
  const results = postings.map((posting, index) => {
    const outcome = moved.outcomes[index];
    if (!outcome) throw new Error('a ledger posting without its outcome');
    return postedResult(outcome, posting);
  });
  const first = results[0];
  if (!first) throw new Error('moveAndStore without a transfer');
  const balance = options.side === 'debit' ? first.debitBalanceAfter : first.creditBalanceAfter;
  // Not stored only when the ledger replayed the first transfer (same key and content): store it the plain way.
  return moved.stored ? { transferId: first.transferId, stored: { ...template, balance } } : { transferId: first.transferId, balance, extra: options.extra ?? {} };
}

function replayOf(first: rounds.TransactionRow | undefined, call: Movement): WalletAnswer {
  if (!first) throw new Error('a claimed seamless transaction vanished');
  if (first.kind === 'void' && call.kind === 'bet') throw new AppError('bet_refunded', 'This bet was refunded before it arrived');
  if (first.requestHash !== call.requestHash || first.response === null) {
    throw new AppError('idempotency_conflict', 'This transaction id was used for a different call');
  }
  return first.response as WalletAnswer;
}
