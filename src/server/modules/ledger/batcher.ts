import { StatementBatcher, type BatcherOptions } from '../../db/batcher';
import type { Db } from '../../db/client';
import * as repo from './repository';

/** Transfers outside a caller's transaction, group-committed (see StatementBatcher). */
export type TransferBatcher = StatementBatcher<repo.PostInput, repo.PostOutcome>;

const batchers = new WeakMap<Db, TransferBatcher>();

/** Transfers on this handle (not on transactions opened from it) go through a batcher. */
export function batchTransfers(db: Db, options?: BatcherOptions): void {
  batchers.set(
    db,
    new StatementBatcher((inputs) => repo.postTransfers(db, inputs), (input) => repo.postTransfer(db, input), options),
  );
}

export function batcherOf(db: Db | repo.Tx): TransferBatcher | undefined {
  return batchers.get(db as Db);
}
