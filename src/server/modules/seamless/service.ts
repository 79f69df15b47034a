import { TRIAL_TYPE } from '@shared/constants';
import type { Db } from '../../db/client';
import type { SeamlessKind } from '../../db/schema/seamless';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/secrets';
import type { Tx } from '../ledger/repository';
import { balanceOf } from '../ledger/service';
import type { AccountRef } from '../ledger/types';
import * as repo from './repository';
import * as rounds from './round-repository';
import type { WalletAnswer } from './schemas';

/** One verified vendor call: whose merchant, which vendor, and the platform's clock. */
export interface CallContext {
  db: Db;
  merchantId: number;
  /** The merchant's currency: a call in another currency is refused. */
  currency: string;
  vendorCode: string;
  now: number;
}

export const mainOf = (memberId: number): AccountRef => ({ kind: 'player_main', memberId });
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

/** The answer's balance: the one a ledger transfer just reported, else read. */
export async function answerOf(db: Tx, ctx: CallContext, memberId: number, extra: Partial<WalletAnswer> = {}, known?: number): Promise<WalletAnswer> {
  const balance = known ?? (await balanceOf(db, ctx.merchantId, ctx.currency, mainOf(memberId)));
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

/**
 * Runs a money call once per transaction id, in one database transaction: the id is claimed,
 * `apply` moves money and updates the round, and the answer is stored with the claim. A replay
 * answers the stored answer; other content under the id, or a bet under a refunded id, is refused.
 * A failure rolls everything back, the claim included, so a corrected retry can succeed.
 */
/** What a call did: its ledger transfer, and the player's balance after it when the ledger said. */
export interface Applied {
  transferId: number | null;
  balance?: number;
}

export const nothingMoved: Applied = { transferId: null };

export async function once(ctx: CallContext, call: Movement, apply: (tx: Tx) => Promise<Applied>): Promise<WalletAnswer> {
  return ctx.db.transaction(async (tx) => {
    const key = { merchantId: ctx.merchantId, vendorCode: ctx.vendorCode, transactionId: call.transactionId };
    const claimed = await rounds.claimTransaction(tx, { ...key, ...call, createdAt: new Date(ctx.now) });
    if (!claimed) return replayOf(await rounds.findTransaction(tx, key), call);
    const applied = await apply(tx);
    const answer = await answerOf(tx, ctx, call.memberId, { transactionId: call.transactionId, roundId: call.roundId }, applied.balance);
    await rounds.setTransactionResult(tx, ctx.merchantId, claimed.id, answer, applied.transferId);
    return answer;
  });
}

function replayOf(first: rounds.TransactionRow | undefined, call: Movement): WalletAnswer {
  if (!first) throw new Error('a claimed seamless transaction vanished');
  if (first.kind === 'void' && call.kind === 'bet') throw new AppError('bet_refunded', 'This bet was refunded before it arrived');
  if (first.requestHash !== call.requestHash || first.response === null) {
    throw new AppError('idempotency_conflict', 'This transaction id was used for a different call');
  }
  return first.response as WalletAnswer;
}
