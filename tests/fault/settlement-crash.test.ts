import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, faultDrivers, withDatabase, type FaultDriver, type FaultStore } from './support/fault-database';
import { startServerChild, type ServerChild } from './support/server-child';
import { caughtUp, expectSettledOnce, pendingRuns, runCount, seedSettlementFixture, type SettlementFixture } from './support/settlement-fixture';

/**
 * The contracts issue's fault tests: settlements are paid exactly once whatever the processes do.
 * A server that settles on its schedule is SIGKILLed in the middle of catching up the fixture's
 * periods and started again; on PostgreSQL two servers run the schedule at once over the same periods.
 * Every wait ends on what the servers report (their log, the database), not on a fixed sleep.
 */
const STEP_TIMEOUT = 240_000;
const SETTLED = 'contract period settled';
/** Settling servers; the fixture brings its own merchant and contracts, so the demo team's first-start seed is left out. */
const SETTLING = { CONTRACT_SETTLEMENT: 'on', LOG_LEVEL: 'info', DEMO_TEAM: 'off' };
/**
 * A fresh store with the settlement fixture for one describe block (made in beforeAll, destroyed
 * with the block's server children in afterAll); read its fields inside the tests.
 */
function settlementStore(driver: FaultDriver, children: ServerChild[]) {
  const made = {} as { store: FaultStore; fixture: SettlementFixture };
  beforeAll(async () => {
    made.store = await createStore(driver);
    made.fixture = await withDatabase(made.store, seedSettlementFixture);
  }, STEP_TIMEOUT);
  afterAll(async () => {
    for (const child of children) await child.kill();
    await made.store?.destroy();
  }, STEP_TIMEOUT);
  return made;
}

/** Waits until the server's log reports `runs` settled runs (false if it exits or the time runs out first). */
async function settledAtLeast(server: ServerChild, runs: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (server.count(SETTLED) < runs) {
    if (!server.alive() || Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

// The blocks own separate databases and servers: they run at the same time, as the file mostly waits on its children.
describe.concurrent('settlement faults', () => {
  describe.each(faultDrivers())('contract settlements survive a SIGKILL mid-run on %s', (driver) => {
    const children: ServerChild[] = [];
    const ctx = settlementStore(driver, children);

    it('a server killed while catching up, started again, settles every period once', async () => {
      // Paced (25 ms between runs), and killed as soon as its log shows a few runs: the kill lands in
      // the middle of the catch-up on any machine.
      const first = await startServerChild(ctx.store.target, children, { ...SETTLING, CONTRACT_SETTLEMENT_PAUSE_MS: '25' });
      expect(await settledAtLeast(first, 3, 60_000), first.output()).toBe(true);
      await first.kill();
      // One opening of the data for both readings (on PGlite each opening recovers the killed files).
      const killed = await withDatabase(ctx.store, async (db) => ({ runs: await runCount(db, ctx.fixture.merchant.id), pending: await pendingRuns(db, ctx.fixture) }));
      expect(killed.pending, 'the kill came before the catch-up ended').toBeGreaterThan(0);
      const killedAt = killed.runs;
      for (let attempt = 0, pending = killed.pending; attempt < 8 && pending > 0; attempt += 1) {
        const again = await startServerChild(ctx.store.target, children, SETTLING);
        // Once its log shows what was pending, a clean stop; it waits for the pass under way, and one
        // that does not come in time is killed again (also fine: the loop then looks again).
        await settledAtLeast(again, pending, 60_000);
        await again.stop(60_000).catch(() => again.kill());
        pending = await withDatabase(ctx.store, (db) => pendingRuns(db, ctx.fixture));
      }
      await withDatabase(ctx.store, async (db) => {
        expect(await caughtUp(db, ctx.fixture)).toBe(true);
        expect(await runCount(db, ctx.fixture.merchant.id)).toBeGreaterThan(killedAt);
        await expectSettledOnce(db, ctx.fixture.merchant.id);
      });
    }, STEP_TIMEOUT * 2);
  });

  describe.each(faultDrivers().filter((d) => d === 'postgres'))('two servers settling at once on %s', (driver) => {
    const children: ServerChild[] = [];
    const ctx = settlementStore(driver, children);

    it('settle the same periods exactly once between them', async () => {
      const servers = await Promise.all([startServerChild(ctx.store.target, children, SETTLING), startServerChild(ctx.store.target, children, SETTLING)]);
      await withDatabase(ctx.store, async (db) => {
        const deadline = Date.now() + STEP_TIMEOUT - 30_000;
        while (!(await caughtUp(db, ctx.fixture)) && Date.now() < deadline) await sleep(250);
        expect(await caughtUp(db, ctx.fixture)).toBe(true);
      });
      for (const server of servers) expect(await server.stop(60_000), server.output()).toBe(0);
      await withDatabase(ctx.store, (db) => expectSettledOnce(db, ctx.fixture.merchant.id));
    }, STEP_TIMEOUT * 2);
  });
});
