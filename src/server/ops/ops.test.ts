import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { members, operatorAudit, operators } from '../db/schema/index';
import { seedDatabase } from '../db/seed/index';
import { insertOrder } from '../modules/cashier/deposit-repository';
import { verifyLedger } from '../modules/ledger/verifier';
import { balanceOf } from '../modules/ledger/service';
import { openTestDatabase, testDrivers } from '../test/database';
import type { OpsCommand } from './command';
import { adjustCommand } from './adjust';
import { depositApproveCommand, depositRejectCommand, withdrawPayCommand } from './cashier-decide';
import { operatorAddCommand } from './operator-add';

describe.each(testDrivers())('ops commands on %s', (driver) => {
  let database: Database;
  let merchantId: number;
  let memberId: number;
  const run = async (command: OpsCommand, args: string[]) => {
    const lines: string[] = [];
    const code = await command.run({ database, print: (line) => lines.push(line) }, args);
    return { code, lines };
  };
  const order = (amount: number) =>
    insertOrder(database.db, { merchantId, memberId, methodCode: 'bank', kind: 'MANUAL_BANK', amount, currency: 'THB', reference: `ref-${amount}` });

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedDatabase(database.db, { passwordCost: 'test' });
    const [member] = await database.db.select().from(members).where(eq(members.account, 'demoplayer'));
    merchantId = member?.merchantId ?? 0;
    memberId = member?.id ?? 0;
  });
  afterAll(async () => database.close());

  it('adds an operator, refuses bad usage', async () => {
    expect((await run(operatorAddCommand, ['--username', 'clerk'])).code).toBe(2);
    const added = await run(operatorAddCommand, ['--username', 'clerk', '--password', 'Clerk1234']);
    expect(added.code).toBe(0);
    const [row] = await database.db.select().from(operators).where(eq(operators.username, 'clerk'));
    expect(row).toMatchObject({ role: 'readonly', merchantId, totpSecret: null });
    expect((await run(operatorAddCommand, ['--username', 'clerk2', '--password', 'Clerk1234', '--role', 'cashier'])).code).toBe(2);
    expect((await run(operatorAddCommand, ['--username', 'clerk2', '--password', 'Clerk1234', '--role', 'finance'])).code).toBe(0);
    await expect(run(operatorAddCommand, ['--username', 'clerk', '--password', 'Clerk1234'])).rejects.toMatchObject({ code: 'account_exists' });
  });

  it('approves and rejects deposits with audit rows by the CLI actor', async () => {
    const approve = await order(20_000);
    const reject = await order(30_000);
    expect((await run(depositApproveCommand, ['--id', String(approve.id)])).lines.join()).toContain('APPROVED');
    expect((await run(depositRejectCommand, ['--id', String(reject.id)])).lines.join()).toContain('REJECTED');
    expect((await run(depositApproveCommand, ['--id', 'x'])).code).toBe(2);
    expect(await balanceOf(database.db, merchantId, 'THB', { kind: 'player_main', memberId })).toBe(20_000);
    const audit = await database.db.select().from(operatorAudit).where(eq(operatorAudit.targetType, 'deposit'));
    expect(audit.map((a) => a.action).sort()).toEqual(['deposit.approve', 'deposit.reject']);
    expect(audit.every((a) => a.actor.startsWith('cli:') && a.operatorId === null)).toBe(true);
  });

  it('adjusts a balance both ways with a reason, never below zero, audited', async () => {
    const main = () => balanceOf(database.db, merchantId, 'THB', { kind: 'player_main', memberId });
    expect((await run(adjustCommand, ['--member', 'demoplayer', '--amount', '500', '--reason', 'goodwill'])).code).toBe(0);
    expect((await run(adjustCommand, ['--member', 'demoplayer', '--amount', '-200', '--reason', 'correction'])).code).toBe(0);
    expect(await main()).toBe(20_300);
    await expect(run(adjustCommand, ['--member', 'demoplayer', '--amount', '-999999', '--reason', 'too much'])).rejects.toMatchObject({ code: 'insufficient_funds' });
    await expect(run(adjustCommand, ['--member', 'nobody', '--amount', '5', '--reason', 'ghost'])).rejects.toMatchObject({ code: 'not_found' });
    expect((await run(adjustCommand, ['--member', 'demoplayer', '--amount', '1.5', '--reason', 'frac'])).code).toBe(2);
    expect((await run(adjustCommand, ['--member', 'demoplayer', '--amount', '5'])).code).toBe(2);
    const audit = await database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'balance.adjust'));
    expect(audit.map((a) => a.after)).toMatchObject([{ amount: 500, reason: 'goodwill' }, { amount: -200, reason: 'correction' }]);
    expect(await main()).toBe(20_300);
    expect((await verifyLedger(database.db)).ok).toBe(true);
  });

  it('refuses to pay an unknown withdrawal', async () => {
    await expect(run(withdrawPayCommand, ['--id', '424242'])).rejects.toMatchObject({ code: 'not_found' });
  });
});
