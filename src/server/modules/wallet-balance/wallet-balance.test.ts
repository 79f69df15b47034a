import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index';
import { testDrivers } from '../../test/database';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { transfer } from '../ledger/service';
import { formatMinorUnits } from './service';

describe.each(testDrivers())('balance from the ledger on %s', (driver) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
  });
  afterAll(async () => t.close());

  it('shows the main wallet of the ledger with 2 decimals', async () => {
    const token = await loginToken(t, 'demoplayer', 'Demo1234');
    const [player] = await t.database.db.select().from(members).where(eq(members.account, 'demoplayer'));
    const read = async () =>
      (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) })).json<{ value: { balance: string } }>().value.balance;
    expect(await read()).toBe('0.00');
    await transfer(t.database.db, {
      merchantId: player?.merchantId ?? 0,
      idempotencyKey: 'balance-test-1',
      type: 'deposit',
      reference: 'test',
      actor: 'system',
      from: { kind: 'payment_clearing' },
      to: { kind: 'player_main', memberId: player?.id ?? 0 },
      amount: 12_345,
      currency: 'THB',
    });
    expect(await read()).toBe('123.45');
  });

  it('formats minor units without floats', () => {
    expect(formatMinorUnits(5n, 2)).toBe('0.05');
    expect(formatMinorUnits(-12_345n, 2)).toBe('-123.45');
    expect(formatMinorUnits(9_007_199_254_740_993n, 2)).toBe('90071992547409.93');
    expect(formatMinorUnits(7n, 0)).toBe('7');
  });
});
