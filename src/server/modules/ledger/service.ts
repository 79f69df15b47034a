import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
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
 * `transfer`; nothing else writes to the ledger tables.
 */
export async function transfer(db: Db, request: TransferRequest): Promise<TransferResult> {
  validate(request);
  const requestHash = hashOf(request);
  return db.transaction(async (tx) => {
    const debitAccountId = await repo.ensureAccount(tx, keyOf(request, request.from));
    const creditAccountId = await repo.ensureAccount(tx, keyOf(request, request.to));
    if (debitAccountId === creditAccountId) throw new AppError('bad_request', 'A transfer needs two different accounts');
    const claimed = await repo.insertTransfer(tx, {
      merchantId: request.merchantId,
      idempotencyKey: request.idempotencyKey,
      requestHash,
      type: request.type,
      reference: request.reference,
      actor: request.actor,
      debitAccountId,
      creditAccountId,
      amount: request.amount,
      currency: request.currency,
    });
    if (!claimed) return replay(tx, request, requestHash);
    return post(tx, claimed);
  });
}

/** Corrects a transfer by moving the same amount back; a transfer can be reversed once. */
export async function reverse(
  db: Db,
  input: { merchantId: number; transferId: number; idempotencyKey: string; actor: string; reason: string },
): Promise<TransferResult> {
  return db.transaction(async (tx) => {
    const original = await repo.findTransferById(tx, input.merchantId, input.transferId);
    if (!original) throw new AppError('not_found', 'No such transfer');
    const requestHash = hash({ reverses: original.id, reason: input.reason, actor: input.actor });
    const claimed = await repo
      .insertTransfer(tx, {
        merchantId: input.merchantId,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        type: 'reversal',
        reference: `${original.id}:${input.reason}`.slice(0, 500),
        actor: input.actor,
        debitAccountId: original.creditAccountId,
        creditAccountId: original.debitAccountId,
        amount: original.amount,
        currency: original.currency,
        reversesId: original.id,
      })
      .catch((error: unknown) => {
        // The unique key on reverses_id: someone reversed it already under another key.
        throw isUniqueViolation(error) ? new AppError('conflict', 'Transfer already reversed') : error;
      });
    if (!claimed) return replayExisting(tx, input.merchantId, input.idempotencyKey, requestHash);
    return post(tx, claimed);
  });
}

/** Balance of one account in minor units (0 when it was never opened). */
export async function balanceOf(db: Db | repo.Tx, merchantId: number, currency: string, ref: AccountRef): Promise<number> {
  const { allowNegative: _ignored, ...key } = keyOf({ merchantId, currency }, ref);
  return (await repo.findAccountBalance(db, key)) ?? 0;
}

/** Moves the money of a claimed transfer: both balances in id order (no deadlocks), then entries. */
async function post(tx: repo.Tx, row: repo.TransferRow): Promise<TransferResult> {
  const moves = [
    { accountId: row.debitAccountId, delta: -row.amount },
    { accountId: row.creditAccountId, delta: row.amount },
  ].sort((a, b) => a.accountId - b.accountId);
  const after = new Map<number, number>();
  for (const move of moves) {
    const balance = await repo.applyDelta(tx, move.accountId, move.delta);
    if (balance === undefined) throw new AppError('insufficient_funds', 'Insufficient funds');
    after.set(move.accountId, balance);
  }
  await repo.insertEntries(
    tx,
    moves.map((m) => ({ transferId: row.id, accountId: m.accountId, amount: m.delta, balanceAfter: after.get(m.accountId) ?? 0 })),
  );
  return resultOf(row, false, after);
}

async function replay(tx: repo.Tx, request: TransferRequest, requestHash: string): Promise<TransferResult> {
  return replayExisting(tx, request.merchantId, request.idempotencyKey, requestHash);
}

async function replayExisting(tx: repo.Tx, merchantId: number, key: string, requestHash: string): Promise<TransferResult> {
  const existing = await repo.findTransferByKey(tx, merchantId, key);
  if (!existing) throw new Error('idempotency key claimed but not found');
  if (existing.requestHash !== requestHash) {
    throw new AppError('idempotency_conflict', 'This idempotency key was used for a different transfer');
  }
  const entries = await repo.entryBalancesOf(tx, existing.id);
  return resultOf(existing, true, new Map(entries.map((e) => [e.accountId, e.balanceAfter])));
}

function resultOf(row: repo.TransferRow, replayed: boolean, after: Map<number, number>): TransferResult {
  return {
    transferId: row.id,
    replayed,
    amount: row.amount,
    currency: row.currency,
    debitAccountId: row.debitAccountId,
    creditAccountId: row.creditAccountId,
    debitBalanceAfter: after.get(row.debitAccountId) ?? 0,
    creditBalanceAfter: after.get(row.creditAccountId) ?? 0,
    createdAt: row.createdAt.toISOString(),
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

function keyOf(request: Pick<TransferRequest, 'merchantId' | 'currency'>, ref: AccountRef): repo.AccountKey {
  return {
    merchantId: request.merchantId,
    kind: ref.kind,
    ownerId: 'memberId' in ref ? ref.memberId : 0,
    code: ref.code ?? '',
    currency: request.currency,
    allowNegative: mayGoNegative(ref.kind),
  };
}

function hashOf(request: TransferRequest): string {
  const { idempotencyKey: _key, ...content } = request;
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
