import type { Db } from '../../db/client';
import * as repo from './repository';

interface Waiting {
  input: repo.PostInput;
  resolve: (outcome: repo.PostOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the embedded database. PGlite runs one statement at a time in this process, so
 * under load transfers queue behind each other and each pays the per-statement cost. The batcher
 * collects the transfers that arrive in one turn of the event loop (PGlite blocks the loop while a
 * statement runs, so requests that came in meanwhile are all read in the next turn) and sends them
 * as one statement; an idle database adds one turn (well under a millisecond). A batch is one statement, so it
 * commits or fails as a whole; when it fails, its transfers are retried one by one so that only the
 * faulty one reports the error. Transfers inside a caller's own transaction never come here.
 */
export class TransferBatcher {
  private queue: Waiting[] = [];
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly maxBatch = 64,
  ) {}

  post(input: repo.PostInput): Promise<repo.PostOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        await this.run(this.queue.splice(0, this.maxBatch));
        // Let the requests that arrived during the statement queue up before the next one.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.running = false;
    }
  }

  private async run(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      const outcomes = await repo.postTransfers(this.db, batch.map((item) => item.input)).catch(() => undefined);
      if (outcomes) {
        outcomes.forEach((outcome, index) => batch[index]?.resolve(outcome));
        return;
      }
    }
    for (const item of batch) await repo.postTransfer(this.db, item.input).then(item.resolve, item.reject);
  }
}

const batchers = new WeakMap<Db, TransferBatcher>();

/** Transfers on this handle (not on transactions opened from it) go through a batcher. */
export function batchTransfers(db: Db): void {
  batchers.set(db, new TransferBatcher(db));
}

export function batcherOf(db: Db | repo.Tx): TransferBatcher | undefined {
  return batchers.get(db as Db);
}
