import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './support/api-client';
import { balance, createStore, demoDataMoney, faultDrivers, fundMember, ledgerState, seedStore, withDatabase, type FaultStore, type LedgerState, type Seeded } from './support/fault-database';
import { startServerChild, type ServerChild } from './support/server-child';
import { loadUntilKill, makeOps, modelBalances, pool, send, VENDOR, type LoadResult, type Op, type Outcome, type Who } from './support/transfer-load';

/**
 * The wallet issue's crash test: the real server process is SIGKILLed in the middle of a load of
 * transfers, started again on the same data, and the books must show no drift, no half-done
 * transfer and every answered transfer; replaying every key then moves each transfer exactly once.
 */

const ACCOUNTS: Record<Who, { account: string; password: string }> = {
  agent: { account: 'demoagent', password: 'Agent1234' },
  d1: { account: 'downline1', password: 'Down1234' },
  d2: { account: 'downline2', password: 'Down1234' },
  d3: { account: 'downline3', password: 'Down1234' },
};
const WHO = Object.keys(ACCOUNTS) as Who[];
const OPS = 400;
const MAX_AMOUNT = 500;
const CONCURRENCY = 16;
const KILL_AFTER_OK = 100;
/** Enough that no order of the ops can overdraw a wallet: every op then succeeds once. */
const START_MAIN = 1_000_000;
const START_VENDOR = OPS * MAX_AMOUNT;
const STEP_TIMEOUT = 180_000;

async function loginAll(baseUrl: string): Promise<Record<Who, string>> {
  const tokens = {} as Record<Who, string>;
  for (const who of WHO) tokens[who] = await login(baseUrl, ACCOUNTS[who].account, ACCOUNTS[who].password);
  return tokens;
}

describe.each(faultDrivers())('ledger survives a SIGKILL mid-load on %s', (driver) => {
  const children: ServerChild[] = [];
  const accountOf = Object.fromEntries(WHO.map((who) => [who, ACCOUNTS[who].account])) as Record<Who, string>;
  const ops: Op[] = makeOps(OPS, accountOf, MAX_AMOUNT);
  let store: FaultStore;
  let seeded: Seeded;
  let load: LoadResult;
  let afterCrash: LedgerState;
  const ledgerKey = (op: Op) => `client:${seeded.ids[ACCOUNTS[op.who].account] ?? 0}:${op.key}`;
  const sent = () => ops.filter((op) => load.outcomes.has(op.key));
  const outcomeOf = (op: Op) => load.outcomes.get(op.key) as Outcome;

  beforeAll(async () => {
    store = await createStore(driver);
    seeded = await withDatabase(store, async (db) => {
      const result = await seedStore(db, WHO.map((who) => ACCOUNTS[who].account));
      for (const who of WHO) await fundMember(db, result, ACCOUNTS[who].account, START_MAIN, { code: VENDOR, amount: START_VENDOR });
      return result;
    });
  }, STEP_TIMEOUT);

  afterAll(async () => {
    for (const child of children) await child.kill();
    await store?.destroy();
  }, STEP_TIMEOUT);

  it('the server is killed with transfers in flight and starts again on the same data', async () => {
    const server = await startServerChild(store.target, children);
    const tokens = await loginAll(server.url);
    load = await loadUntilKill({ baseUrl: server.url, tokens, ops, concurrency: CONCURRENCY, killAfterOk: KILL_AFTER_OK, kill: () => server.kill() });
    expect(server.alive()).toBe(false);
    expect(load.okAtKill).toBeGreaterThanOrEqual(KILL_AFTER_OK);
    expect(load.inFlightAtKill, 'requests in flight at the kill').toBeGreaterThan(0);
    const refused = [...load.outcomes.entries()].filter(([, outcome]) => outcome.state === 'refused');
    expect(refused, 'answers other than success before the kill').toEqual([]);
    // The first process to open the data after the crash is the server itself (recovery, stale locks).
    const restarted = await startServerChild(store.target, children);
    expect(await restarted.stop(), restarted.output()).toBe(0);
  }, STEP_TIMEOUT);

  it('the books balance after the crash: no drift, no half-done transfer, every answered transfer is there', async () => {
    afterCrash = await withDatabase(store, (db) => ledgerState(db, seeded.merchantId));
    expect(afterCrash.report.drift).toEqual([]);
    expect(afterCrash.report.ok).toBe(true);
    expect(afterCrash.halfDone).toEqual([]);
    const sentKeys = new Set(sent().map(ledgerKey));
    expect([...afterCrash.clientTransfers.keys()].filter((key) => !sentKeys.has(key)), 'transfers nobody asked for').toEqual([]);
    for (const op of sent()) {
      const outcome = outcomeOf(op);
      if (outcome.state !== 'ok') continue;
      expect(afterCrash.clientTransfers.get(ledgerKey(op)), `answered ${op.kind} ${op.key}`).toMatchObject({ id: outcome.moved.transferId, amount: op.amount });
    }
  }, STEP_TIMEOUT);

  it('replaying every sent key moves each transfer exactly once, and the balances match the model', async () => {
    const server = await startServerChild(store.target, children);
    const tokens = await loginAll(server.url);
    const replays = await pool(sent(), 8, (op) => send(server.url, tokens[op.who], op));
    expect(await server.stop(), server.output()).toBe(0);
    sent().forEach((op, i) => {
      const replay = replays[i] as Outcome;
      const label = `${op.kind} ${op.key}: ${JSON.stringify(replay)}`;
      expect(replay.state, label).toBe('ok');
      if (replay.state !== 'ok') return;
      const committed = afterCrash.clientTransfers.get(ledgerKey(op));
      // Committed before the crash: a replay with the same transfer id; otherwise it moves now, once.
      expect(replay.moved.replayed, label).toBe(committed !== undefined);
      if (committed) expect(replay.moved.transferId, label).toBe(committed.id);
    });

    const start = Object.fromEntries(WHO.flatMap((who) => [[`${who}:main`, START_MAIN], [`${who}:vendor`, START_VENDOR]]));
    const expected = modelBalances(start, sent());
    await withDatabase(store, async (db) => {
      const final = await ledgerState(db, seeded.merchantId);
      expect(final.report.drift).toEqual([]);
      expect(final.halfDone).toEqual([]);
      expect(final.clientTransfers.size).toBe(sent().length);
      const actual: Record<string, number> = {};
      for (const who of WHO) {
        const memberId = seeded.ids[ACCOUNTS[who].account] ?? 0;
        // The server's demo data pays the demo agent too (its contracts' settlements): only the load's money is modelled.
        actual[`${who}:main`] = (await balance(db, seeded, { kind: 'player_main', memberId })) - (await demoDataMoney(db, seeded, memberId));
        actual[`${who}:vendor`] = await balance(db, seeded, { kind: 'player_vendor', memberId, code: VENDOR });
      }
      expect(actual).toEqual(expected);
    });
  }, STEP_TIMEOUT);
});
