interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the embedded database. PGlite runs one statement at a time in this process, so
 * under load requests queue behind each other and each pays the per-statement cost. A batcher
 * collects the inputs that arrive in one turn of the event loop (PGlite blocks the loop while a
 * statement runs, so requests that came in meanwhile are all read in the next turn) and sends them
 * as one statement (`many`, answering in input order); an idle database adds one turn (well under a
 * millisecond). A batch is one statement, so it commits or fails as a whole; when it fails, its
 * inputs are retried one by one (`one`) so that only the faulty one reports the error. Work inside a
 * caller's own transaction never comes here.
 */
export class StatementBatcher<I, O> {
  private queue: Waiting<I, O>[] = [];
  private running = false;

  constructor(
    private readonly many: (inputs: I[]) => Promise<O[]>,
    private readonly one: (input: I) => Promise<O>,
    private readonly maxBatch = 64,
  ) {}

  run(input: I): Promise<O> {
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
        await this.send(this.queue.splice(0, this.maxBatch));
        // Let the requests that arrived during the statement queue up before the next one.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.running = false;
    }
  }

  private async send(batch: Waiting<I, O>[]): Promise<void> {
    if (batch.length > 1) {
      const outputs = await this.many(batch.map((item) => item.input)).catch(() => undefined);
      if (outputs && outputs.length === batch.length) {
        outputs.forEach((output, index) => batch[index]?.resolve(output));
        return;
      }
    }
    for (const item of batch) await this.one(item.input).then(item.resolve, item.reject);
  }
}
