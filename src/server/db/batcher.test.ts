import { describe, expect, it } from 'vitest';
import { StatementBatcher } from './batcher';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('StatementBatcher', () => {
  it('sends the inputs of one turn as one statement, in order', async () => {
    const statements: number[][] = [];
    const batcher = new StatementBatcher<number, number>(
      async (inputs) => (statements.push(inputs), inputs.map((n) => n * 10)),
      async (n) => (statements.push([n]), n * 10),
    );
    expect(await Promise.all([1, 2, 3].map((n) => batcher.run(n)))).toEqual([10, 20, 30]);
    expect(statements).toEqual([[1, 2, 3]]);
  });

  it('runs a failed statement one by one, so only the faulty input fails', async () => {
    const batcher = new StatementBatcher<number, number>(
      async () => {
        throw new Error('the batch failed');
      },
      async (n) => {
        if (n === 2) throw new Error('two is faulty');
        return n;
      },
    );
    const answers = await Promise.allSettled([1, 2, 3].map((n) => batcher.run(n)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('runs an input again when the server picked it as a deadlock victim, up to three times', async () => {
    const tries = new Map<number, number>();
    const batcher = new StatementBatcher<number, number>(
      async () => {
        throw deadlock();
      },
      async (n) => {
        const count = (tries.get(n) ?? 0) + 1;
        tries.set(n, count);
        // 1 succeeds on its second try; 2 deadlocks every time; 3 fails otherwise.
        if (n === 1 && count === 1) throw Object.assign(new Error('wrapped'), { cause: deadlock() });
        if (n === 2) throw deadlock();
        if (n === 3) throw new Error('not a deadlock');
        return n;
      },
    );
    const answers = await Promise.allSettled([1, 2, 3].map((n) => batcher.run(n)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(Object.fromEntries(tries)).toEqual({ 1: 2, 2: 3, 3: 1 });
  });
});

describe('StatementBatcher lanes', () => {
  it('keeps one statement in flight by default, and as many as its lanes allow', async () => {
    for (const lanes of [1, 2]) {
      let inFlight = 0;
      let most = 0;
      const statements: number[][] = [];
      const batcher = new StatementBatcher<number, number>(
        async (inputs) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          statements.push(inputs);
          await new Promise((resolve) => setTimeout(resolve, 5));
          inFlight -= 1;
          return inputs;
        },
        async (n) => n,
        { lanes },
      );
      const first = [1, 2].map((n) => batcher.run(n));
      // Arrives while the first statement runs.
      while (inFlight === 0) await new Promise((resolve) => setImmediate(resolve));
      const second = [3, 4].map((n) => batcher.run(n));
      expect(await Promise.all([...first, ...second])).toEqual([1, 2, 3, 4]);
      expect(statements).toEqual([[1, 2], [3, 4]]);
      expect(most).toBe(lanes);
    }
  });
});
