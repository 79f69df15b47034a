import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Books, LedgerVerify } from '@shared/api/console-ledger';
import { bearer, buildAccountApp, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { fundMain, memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';

/** The console's ledger (issue 22): the verifier over the merchant's books, and a day's books. */
describe.each(testDrivers())('console ledger on %s', (driver) => {
  let t: AccountTestApp;
  let ops: string;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ops = await operatorToken(t);
    const ids = await memberOf(t, 'demoplayer');
    await fundMain(t.database.db, ids.merchantId, ids.memberId, 12_345);
  });
  afterAll(async () => t.close());

  const verify = async () => (await t.app.inject({ method: 'POST', url: '/ops-api/ledger/verify', headers: bearer(ops) })).json<{ value: LedgerVerify }>().value;

  it('runs the verifier: clean books, then the drift a tampered entry leaves', async () => {
    const clean = await verify();
    expect(clean).toMatchObject({ ok: true, drift: [] });
    expect(clean.entries).toBeGreaterThan(0);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
      await tx.execute(sql`UPDATE ledger_entries SET amount = amount + 1 WHERE id = (SELECT max(id) FROM ledger_entries)`);
      await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
    });
    const tampered = await verify();
    expect(tampered.ok).toBe(false);
    expect(tampered.drift.map((d) => d.kind)).toContain('account_balance');
  });

  it("answers a day's books by account kind, and refuses a bad day", async () => {
    const today = (await t.app.inject({ url: '/ops-api/ledger/books', headers: bearer(ops) })).json<{ value: Books }>().value;
    const main = today.rows.find((r) => r.kind === 'player_main');
    expect(main?.credits).toBeGreaterThanOrEqual(12_345);
    expect(main?.net).toBe((main?.credits ?? 0) - (main?.debits ?? 0));
    const past = (await t.app.inject({ url: '/ops-api/ledger/books?day=2001-01-01', headers: bearer(ops) })).json<{ value: Books }>().value;
    expect(past.rows.every((r) => r.entries === 0 && r.closing === 0)).toBe(true);
    for (const day of ['2026-13-01', 'today', '2026-1-1']) expect((await t.app.inject({ url: `/ops-api/ledger/books?day=${day}`, headers: bearer(ops) })).statusCode).toBe(422);
  });
});
