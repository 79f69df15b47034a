import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/sql-state';
import { batcherOf } from './batcher';
import * as repo from './repository';
import {
  MAX_TRANSFER_AMOUNT,
  mayGoNegative,
  type AccountRef,
  type TransferRequest,
  type TransferResult,
} from './types';

/**
 * The only way money moves. Games, the cashier, agent salaries and promotions all call
 * `transfer`; nothing else writes to the ledger tables (a hot path may post the same ledger
 * function inside its own statement: postingOf, postTransfersQuery, postedResult).
 */
export async function transfer(db: Db | repo.Tx, request: TransferRequest): Promise<TransferResult> {
  const input = postingOf(request);
  const batcher = batcherOf(db);
  const outcome = batcher ? await batcher.run(input) : await repo.postTransfer(db, input);
  return resultOf(outcome, input.requestHash);
}

/**
 * A validated transfer as the repository posts it, for a caller's repository that posts transfers
 * inside its own statement (postTransfersQuery); map each outcome with postedResult.
 */
export function postingOf(request: TransferRequest): repo.PostInput {
  validate(request);
  return {
    merchantId: request.merchantId,
    idempotencyKey: request.idempotencyKey,
    requestHash: hashOf(request),
    type: request.type,
    reference: request.reference,
    actor: request.actor,
    debit: postingSideOf(request.from),
    credit: postingSideOf(request.to),
    amount: request.amount,
    currency: request.currency,
    at: request.at,
  };
}

/**
 * A posting of everything `from` holds when it is posted: the database reads the balance under its
 * lock and posts that (seamless_post's amount). Its hash covers the content but not the amount.
 */
export function wholeBalancePostingOf(request: Omit<TransferRequest, 'amount'>): repo.PostInput {
  const { idempotencyKey: _key, ...content } = request;
  return { ...postingOf({ ...request, amount: 1 }), amount: 0, requestHash: hash({ ...content, amount: 'whole balance' }) };
}

/** What transfer() answers for a posting's outcome: the result, or the error it stands for. */
export function postedResult(outcome: repo.PostOutcome, input: repo.PostInput): TransferResult {
  return resultOf(outcome, input.requestHash);
}

/** Corrects a transfer by moving the same amount back; a transfer can be reversed once. */
export async function reverse(
  db: Db | repo.Tx,
  input: { merchantId: number; transferId: number; idempotencyKey: string; actor: string; reason: string },
): Promise<TransferResult> {
  const original = await repo.findTransferById(db, input.merchantId, input.transferId);
  if (!original) throw new AppError('not_found', 'No such transfer');
  const [debit, credit] = await Promise.all([repo.findAccountById(db, original.creditAccountId), repo.findAccountById(db, original.debitAccountId)]);
  if (!debit || !credit) throw new Error('ledger account of a transfer vanished');
  const requestHash = hash({ reverses: original.id, reason: input.reason, actor: input.actor });
  const outcome = await repo
    .postTransfer(db, {
      merchantId: input.merchantId,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      type: 'reversal',
      reference: `${original.id}:${input.reason}`.slice(0, 500),
      actor: input.actor,
      debit,
      credit,
      amount: original.amount,
      currency: original.currency,
      reversesId: original.id,
    })
    .catch((error: unknown) => {
      // The unique key on reverses_id: someone reversed it already under another key.
      throw isUniqueViolation(error) ? new AppError('conflict', 'Transfer already reversed') : error;
    });
  return resultOf(outcome, requestHash);
}

/** Balance of one account in minor units (0 when it was never opened). */
export async function balanceOf(db: Db | repo.Tx, merchantId: number, currency: string, ref: AccountRef): Promise<number> {
  return (await repo.findAccountBalance(db, { merchantId, currency, kind: ref.kind, ownerId: ownerOf(ref), code: ref.code ?? '' })) ?? 0;
}

/**
 * Balance of one account, locked until the caller's transaction ends (0, unlocked, when it was
 * never opened). Only meaningful inside a transaction.
 */
export async function lockedBalanceOf(tx: repo.Tx, merchantId: number, currency: string, ref: AccountRef): Promise<number> {
  return (await repo.lockAccountBalance(tx, { merchantId, currency, kind: ref.kind, ownerId: ownerOf(ref), code: ref.code ?? '' })) ?? 0;
}

/** The transfer posted under an idempotency key, if any: its id and amount. */
export async function transferByKey(db: Db | repo.Tx, merchantId: number, idempotencyKey: string): Promise<{ transferId: number; amount: number } | undefined> {
  const row = await repo.findTransferByKey(db, merchantId, idempotencyKey);
  return row && { transferId: row.id, amount: row.amount };
}

/** The ids of the transfers posted for one business object (type and reference), oldest first. */
export async function transfersByReference(db: Db | repo.Tx, merchantId: number, type: string, reference: string): Promise<number[]> {
  return (await repo.findTransfersByReference(db, merchantId, type, reference)).map((row) => row.id);
}

/** Maps the database's answer to the result or the error callers see. */
function resultOf(outcome: repo.PostOutcome, requestHash: string): TransferResult {
  if (outcome.status === 'same_account') throw new AppError('bad_request', 'A transfer needs two different accounts');
  if (outcome.status === 'already_reversed') throw new AppError('conflict', 'Transfer already reversed');
  if (outcome.status === 'insufficient') throw new AppError('insufficient_funds', 'Insufficient funds');
  if (outcome.status === 'replay' && outcome.requestHash !== requestHash) {
    throw new AppError('idempotency_conflict', 'This idempotency key was used for a different transfer');
  }
  if (outcome.transferId === null || outcome.createdAt === null) throw new Error(`ledger transfer without a row (${outcome.status})`);
  return {
    transferId: outcome.transferId,
    replayed: outcome.status === 'replay',
    amount: outcome.amount,
    currency: outcome.currency,
    debitAccountId: outcome.debitAccountId,
    creditAccountId: outcome.creditAccountId,
    debitBalanceAfter: outcome.debitBalance ?? 0,
    creditBalanceAfter: outcome.creditBalance ?? 0,
    createdAt: outcome.createdAt.toISOString(),
  };
}

function validate(request: TransferRequest): void {
  const { amount } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_TRANSFER_AMOUNT) {
    throw new AppError('validation_failed', 'Amount must be a positive whole number of minor units', { amount: 'invalid' });
  }
  if (!/^[A-Z]{3}$/.test(request.currency)) {
    throw new AppError('validation_failed', 'Currency must be an ISO 4217 code', { currency: 'invalid' });
  }
  if (request.idempotencyKey.length === 0 || request.idempotencyKey.length > 200) {
    throw new AppError('validation_failed', 'Idempotency key must be 1-200 characters', { idempotencyKey: 'invalid' });
  }
}

const ownerOf = (ref: AccountRef): number => ('memberId' in ref ? ref.memberId : 0);

/** An account as a posting's side (ledger_post_transfer's kind, owner, code and overdraft flag). */
export function postingSideOf(ref: AccountRef): repo.PostInput['debit'] {
  return { kind: ref.kind, ownerId: ownerOf(ref), code: ref.code ?? '', allowNegative: mayGoNegative(ref.kind) };
}

function hashOf(request: TransferRequest): string {
  const { idempotencyKey: _key, at: _at, ...content } = request;
  return hash(content);
}

function hash(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('hex');
}

/** JSON with sorted keys, so the same content always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
