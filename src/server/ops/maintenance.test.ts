import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { games, operatorAudit, vendors } from '../db/schema/index';
import { seedDatabase } from '../db/seed/index';
import { openTestDatabase, testDrivers } from '../test/database';
import { maintenanceCommand } from './maintenance';

describe.each(testDrivers())('maintenance ops command on %s', (driver) => {
  let database: Database;
  const run = async (args: string[]) => {
    const lines: string[] = [];
    const code = await maintenanceCommand.run({ database, print: (line) => lines.push(line) }, args);
    return { code, text: lines.join('\n') };
  };
  const gameFlag = async (nodeId: string) => (await database.db.select({ m: games.maintenance }).from(games).where(eq(games.nodeId, nodeId)))[0]?.m;
  const vendorFlags = async (code: string) => (await database.db.select({ m: vendors.maintenance }).from(vendors).where(eq(vendors.code, code))).map((row) => row.m);

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedDatabase(database.db, { passwordCost: 'test' });
  });
  afterAll(async () => database.close());

  it('turns a game on and off, audited with before and after', async () => {
    expect(await run(['--game', 'PG-RNG-2', '--on'])).toEqual({ code: 0, text: 'game PG-RNG-2: maintenance on' });
    expect(await gameFlag('PG-RNG-2')).toBe(true);
    expect((await run(['--game', 'PG-RNG-2', '--off'])).code).toBe(0);
    expect(await gameFlag('PG-RNG-2')).toBe(false);
    const audits = await database.db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'game.maintenance'), eq(operatorAudit.targetId, 'PG-RNG-2')));
    expect(audits.map((a) => a.after)).toEqual([{ maintenance: true }, { maintenance: false }]);
    expect(audits[0]?.before).toEqual({ maintenance: false });
  });

  it('turns every category row of a vendor on and off', async () => {
    expect((await run(['--vendor', 'PG', '--on'])).code).toBe(0);
    expect(new Set(await vendorFlags('PG'))).toEqual(new Set([true]));
    expect((await run(['--vendor', 'PG', '--off'])).code).toBe(0);
    expect(new Set(await vendorFlags('PG'))).toEqual(new Set([false]));
  });

  it('says so for unknown games and vendors and refuses bad usage (nothing changed)', async () => {
    expect(await run(['--game', 'NOPE-1', '--on'])).toMatchObject({ code: 1, text: 'No game NOPE-1' });
    expect(await run(['--vendor', 'NOPE', '--on'])).toMatchObject({ code: 1, text: 'No vendor NOPE' });
    for (const args of [['--game', 'PG-RNG-1'], ['--game', 'PG-RNG-1', '--on', '--off'], ['--on'], ['--game', 'PG-RNG-1', '--vendor', 'PG', '--on']]) {
      expect((await run(args)).code).toBe(2);
    }
    expect(await gameFlag('PG-RNG-1')).toBe(false);
  });
});
