import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, faultDrivers, withDatabase, type FaultDriver, type FaultStore } from './support/fault-database';
import { startServerChild, type ServerChild } from './support/server-child';
import { caughtUp, expectSettledOnce, runCount, seedSettlementFixture, type SettlementFixture } from './support/settlement-fixture';

/**
 * The contracts issue's fault tests: settlements are paid exactly once whatever the processes do.
 * A server that settles on its schedule is SIGKILLed in the middle of catching up a day of periods
 * and started again; on PostgreSQL two servers run the schedule at once over the same day.
 */
const STEP_TIMEOUT = 240_000;
const SETTLING = { CONTRACT_SETTLEMENT: 'on', LOG_LEVEL: 'info' };
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

/** How many runs a server's log says it settled (as far as its kept output reaches). */
const settledRuns = (server: ServerChild) => server.output().split('contract period settled').length - 1;

describe.each(faultDrivers())('contract settlements survive a SIGKILL mid-run on %s', (driver) => {
  const children: ServerChild[] = [];
  const ctx = settlementStore(driver, children);

  it('a server killed while catching up, started again, settles every period once', async () => {
    // Paced (25 ms between runs: about 40 s for the whole catch-up), so a kill 6 s after the first
    // pass began lands in its middle on any machine.
    const first = await startServerChild(ctx.store.target, children, { ...SETTLING, CONTRACT_SETTLEMENT_PAUSE_MS: '25' });
    await sleep(2_000 + 6_000);
    await first.kill();
    expect(settledRuns(first), first.output()).toBeGreaterThan(0);
    expect(await withDatabase(ctx.store, (db) => caughtUp(db, ctx.fixture)), 'the kill came before the catch-up ended').toBe(false);
    const killedAt = await withDatabase(ctx.store, (db) => runCount(db, ctx.fixture.merchant.id));
    for (let attempt = 0; attempt < 8 && !(await withDatabase(ctx.store, (db) => caughtUp(db, ctx.fixture))); attempt += 1) {
      const again = await startServerChild(ctx.store.target, children, SETTLING);
      await sleep(10_000);
      // A clean stop waits for the pass under way; one that does not come in time is killed again (also fine).
      await again.stop(60_000).catch(() => again.kill());
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

  it('settle a day of periods exactly once between them', async () => {
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
