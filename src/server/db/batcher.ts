import { isDeadlock } from '../lib/sql-state';

/** How often a single input runs when the server picks its transaction as a deadlock victim. */
const DEADLOCK_ATTEMPTS = 3;

interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. Under load, requests that move money on the same rows (a vendor's settlement
 * account, a jackpot pool, an agent's wallet) queue behind each other: on the embedded database
 * because PGlite runs one statement at a time in this process, on a server because each transaction
 * holds those rows locked until its commit. A batcher collects the inputs that arrive while its
 * previous statement runs (PGlite blocks the loop meanwhile, so they are all read in the next turn)
 * and sends them as one statement (`many`, answering in input order): one commit and one hold of the
 * shared rows for the group, instead of one each. An idle database adds one turn of the event loop
 * (well under a millisecond). A batch is one statement, so it commits or fails as a whole; when it
 * fails, its inputs run one by one (`one`) so that only the faulty one reports the error, and one
 * that a server chose as a deadlock victim (against another process's or transaction's locks) runs
 * again. Work inside a caller's own transaction never comes here.
 */
export interface BatcherOptions {
  /** Inputs per statement at most. */
  maxBatch?: number;
  /**
   * Statements in flight at once. PGlite runs one at a time anyway; a server can take the next
   * group while the previous one runs (it waits for the previous one's locks on the shared rows,
   * then goes on without a round trip through this process).
   */
  lanes?: number;
}

export class StatementBatcher<I, O> {
  private queue: Waiting<I, O>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly lanes: number;

  constructor(
    private readonly many: (inputs: I[]) => Promise<O[]>,
    private readonly one: (input: I) => Promise<O>,
    options: BatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 64;
    this.lanes = options.lanes ?? 1;
  }

  run(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  /**
   * The next statement goes out on a later turn of the event loop, when a lane is free, so that
   * the inputs that arrive meanwhile (or while the previous statement ran) join it.
   */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.lanes || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.launch();
    });
  }

  private launch(): void {
    if (this.inFlight >= this.lanes || this.queue.length === 0) return;
    this.inFlight += 1;
    void this.send(this.queue.splice(0, this.maxBatch)).finally(() => {
      this.inFlight -= 1;
      this.schedule();
    });
    this.schedule();
  }

  private async send(batch: Waiting<I, O>[]): Promise<void> {
    if (batch.length > 1) {
      const outputs = await this.many(batch.map((item) => item.input)).catch(() => undefined);
      if (outputs && outputs.length === batch.length) {
        outputs.forEach((output, index) => batch[index]?.resolve(output));
        return;
      }
    }
    for (const item of batch) await this.alone(item.input).then(item.resolve, item.reject);
  }

  private async alone(input: I): Promise<O> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.one(input);
      } catch (error) {
        if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
      }
    }
  }
}
