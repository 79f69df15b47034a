import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { operatorAudit, vendorIntegrations, vendors } from '../db/schema/index';
import { seedDatabase } from '../db/seed/index';
import { openTestDatabase, testDrivers } from '../test/database';
import type { OpsCommand } from './command';
import { vendorSetCommand, vendorShowCommand } from './vendor';

describe.each(testDrivers())('vendor ops commands on %s', (driver) => {
  let database: Database;
  const run = async (command: OpsCommand, args: string[]) => {
    const lines: string[] = [];
    const code = await command.run({ database, print: (line) => lines.push(line) }, args);
    return { code, lines, text: lines.join('\n') };
  };
  const stored = async (code: string) => (await database.db.select().from(vendorIntegrations).where(eq(vendorIntegrations.code, code)))[0];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedDatabase(database.db, { passwordCost: 'test' });
  });
  afterAll(async () => database.close());

  it('adds a vendor with a sealed-or-stored secret it never prints, audited', async () => {
    const secret = 'harness-secret-0123456789';
    const added = await run(vendorSetCommand, ['--code', 'HARNESS', '--mode', 'seamless', '--secret', secret, '--allow', '10.0.0.1, 10.1.0.0/16', '--launch-url', 'https://vendor.example/launch']);
    expect(added.code).toBe(0);
    expect(added.text).toContain('mode seamless');
    expect(added.text).toContain('10.0.0.1, 10.1.0.0/16');
    expect(added.text).not.toContain(secret);
    const shown = await run(vendorShowCommand, ['--code', 'HARNESS']);
    expect(shown.text).toContain('https://vendor.example/launch');
    expect(shown.text).not.toContain(secret);
    const [audit] = await database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'vendor.set'));
    expect(audit).toMatchObject({ targetType: 'vendor', targetId: 'HARNESS', before: null, operatorId: null });
    expect(audit?.actor).toMatch(/^cli:/u);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('updates only what is given: the secret stays, the allowlist can be cleared', async () => {
    const before = await stored('HARNESS');
    expect((await run(vendorSetCommand, ['--code', 'HARNESS', '--allow', ''])).code).toBe(0);
    const after = await stored('HARNESS');
    expect(after).toMatchObject({ secret: before?.secret, mode: 'seamless', allowlist: [], launchUrl: 'https://vendor.example/launch' });
    expect((await run(vendorShowCommand, ['--code', 'HARNESS'])).text).toContain('(any address)');
  });

  it('keeps the catalogue wallet mode in step', async () => {
    expect((await run(vendorSetCommand, ['--code', 'AG', '--mode', 'seamless', '--secret', 'ag-secret-0123456789'])).code).toBe(0);
    const rows = await database.db.select({ walletMode: vendors.walletMode }).from(vendors).where(and(eq(vendors.code, 'AG')));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.walletMode === 'seamless')).toBe(true);
    await run(vendorSetCommand, ['--code', 'AG', '--mode', 'transfer']);
    expect((await database.db.select({ walletMode: vendors.walletMode }).from(vendors).where(eq(vendors.code, 'AG')))[0]?.walletMode).toBe('transfer');
  });

  it('refuses bad input', async () => {
    expect((await run(vendorSetCommand, ['--mode', 'seamless'])).code).toBe(2);
    expect((await run(vendorSetCommand, ['--code', 'X', '--mode', 'wallet'])).code).toBe(2);
    await expect(run(vendorSetCommand, ['--code', 'NEW', '--mode', 'seamless'])).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(run(vendorSetCommand, ['--code', 'NEW', '--mode', 'seamless', '--secret', 'short'])).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(run(vendorSetCommand, ['--code', 'NEW', '--mode', 'seamless', '--secret', 'long-enough-secret-123', '--allow', 'not-an-ip'])).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(run(vendorSetCommand, ['--code', 'NEW', '--mode', 'seamless', '--secret', 'long-enough-secret-123', '--launch-url', 'ftp://x'])).rejects.toMatchObject({ code: 'validation_failed' });
    expect(await stored('NEW')).toBeUndefined();
    expect((await run(vendorShowCommand, ['--code', 'NOPE'])).code).toBe(1);
    expect((await run(vendorShowCommand, [])).text).toContain('vendor HARNESS');
  });
});
