import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { members, memberTree, merchants, operatorAudit } from '../../db/schema/index';
import { testDrivers } from '../../test/database';
import { ledgerFixture } from '../ledger/test-ledger';
import { moveMemberCommand } from '../../ops/move-member';
import { isInSubtree, uplineChain } from './tree-repository';

type Closure = Map<string, number>;
const pair = (ancestor: number, descendant: number) => `${ancestor}>${descendant}`;

describe.each(testDrivers())('the member tree table on %s', (driver) => {
  let database: Database;
  let merchantId: number;

  beforeAll(async () => {
    ({ database, merchantId } = await ledgerFixture(driver));
  });
  afterAll(async () => database.close());

  const treeOf = async (ids: number[]): Promise<Closure> => {
    const rows = ids.length === 0 ? [] : await database.db.select().from(memberTree).where(inArray(memberTree.descendantId, ids));
    return new Map(rows.map((row) => [pair(row.ancestorId, row.descendantId), row.depth]));
  };

  it('refuses an upline of another merchant in the database itself', async () => {
    const [own] = await database.db.select({ config: merchants.config }).from(merchants).where(eq(merchants.id, merchantId));
    if (!own) throw new Error('no merchant');
    const [other] = await database.db.insert(merchants).values({ code: 'OTHER', name: 'Other', config: own.config }).returning({ id: merchants.id });
    const [stranger] = await database.db.insert(members).values({ merchantId: other?.id ?? 0, account: 'stranger', passwordHash: 'x', type: 1 }).returning({ id: members.id });
    await expect(database.db.insert(members).values({ merchantId, account: 'crossing', passwordHash: 'x', uplineId: stranger?.id ?? 0 })).rejects.toThrow();
    expect(await database.db.select().from(members).where(eq(members.account, 'crossing'))).toEqual([]);
  });

  it("migration 0018's backfill rebuilds exactly the table the trigger keeps", async () => {
    const all = (await database.db.select({ id: members.id }).from(members)).map((row) => row.id);
    const kept = await treeOf(all);
    const migration = readFileSync(`${MIGRATIONS_FOLDER}/0018_member_tree.sql`, 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from member_tree`);
      await tx.execute(sql.raw(backfill));
    });
    expect(await treeOf(all)).toEqual(kept);
    expect(kept.size).toBeGreaterThan(all.length);
  });
});

describe.each(testDrivers())('npm run ops -- move-member on %s', (driver) => {
  let database: Database;
  let merchantId: number;
  const run = async (args: string[]) => {
    const lines: string[] = [];
    const code = await moveMemberCommand.run({ database, print: (line) => lines.push(line) }, args);
    return { code, text: lines.join('\n') };
  };
  const idOf = async (account: string) => (await database.db.select({ id: members.id }).from(members).where(and(eq(members.merchantId, merchantId), eq(members.account, account))))[0]?.id ?? 0;

  beforeAll(async () => {
    ({ database, merchantId } = await ledgerFixture(driver));
    await database.db.insert(members).values({ merchantId, account: 'secondagent', passwordHash: 'x', type: 2 });
  });
  afterAll(async () => database.close());

  it('moves a downline under another agent, audited with before and after, and back to the top', async () => {
    expect(await run(['--account', 'downline1', '--upline', 'secondagent'])).toEqual({ code: 0, text: 'downline1: moved from demoagent to secondagent' });
    expect(await isInSubtree(database.db, await idOf('secondagent'), await idOf('downline1'))).toBe(true);
    expect(await isInSubtree(database.db, await idOf('demoagent'), await idOf('downline1'))).toBe(false);
    const audits = await database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'member.move'));
    expect(audits.map((row) => [row.before, row.after])).toEqual([[{ account: 'downline1', upline: 'demoagent' }, { account: 'downline1', upline: 'secondagent' }]]);
    expect(await run(['--account', 'downline1', '--upline', 'secondagent'])).toEqual({ code: 0, text: 'downline1: already under secondagent' });
    expect(await run(['--account', 'secondagent', '--upline', 'demoagent'])).toEqual({ code: 0, text: 'secondagent: moved from (top) to demoagent' });
    // downline1 came along: now two levels below demoagent.
    expect(await uplineChain(database.db, await idOf('downline1'))).toEqual([await idOf('secondagent'), await idOf('demoagent')]);
    expect(await run(['--account', 'secondagent', '--top'])).toEqual({ code: 0, text: 'secondagent: moved from demoagent to (top)' });
  });

  it('refuses a cycle, a non-agent upline, unknown accounts and bad usage, changing nothing', async () => {
    await run(['--account', 'secondagent', '--upline', 'demoagent']);
    const before = await database.db.select().from(memberTree);
    expect(await run(['--account', 'demoagent', '--upline', 'secondagent'])).toMatchObject({ code: 1, text: expect.stringContaining('refused (validation_failed)') });
    expect(await run(['--account', 'demoagent', '--upline', 'demoagent'])).toMatchObject({ code: 1 });
    expect(await run(['--account', 'secondagent', '--upline', 'downline2'])).toMatchObject({ code: 1, text: expect.stringContaining('not an agent') });
    expect(await run(['--account', 'nobody', '--top'])).toMatchObject({ code: 1, text: expect.stringContaining('refused (not_found)') });
    expect(await run(['--account', 'downline2', '--upline', 'nobody'])).toMatchObject({ code: 1, text: expect.stringContaining('refused (not_found)') });
    for (const args of [['--account', 'downline2'], ['--upline', 'demoagent'], ['--account', 'downline2', '--upline', 'demoagent', '--top'], ['--account', 'downline2', '--bogus']]) {
      expect((await run(args)).code, args.join(' ')).toBe(2);
    }
    const sortKey = (row: { ancestorId: number; descendantId: number }) => row.ancestorId * 1e6 + row.descendantId;
    const after = await database.db.select().from(memberTree);
    expect(after.sort((a, b) => sortKey(a) - sortKey(b))).toEqual(before.sort((a, b) => sortKey(a) - sortKey(b)));
  });
});
