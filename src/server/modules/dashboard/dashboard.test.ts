import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@shared/api/dashboard';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { fundMain, memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';

/** The dashboard moves by exactly what happens: a deposit approved, a withdrawal paid, a bonus, queues. */
describe.each(testDrivers())('the console dashboard on %s', (driver) => {
  let t: AccountTestApp;
  let ops: string;
  let player: string;
  const post = (url: string, token: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const dashboard = async () => {
    const response = await t.app.inject({ url: '/ops-api/dashboard', headers: bearer(ops) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ value: Dashboard }>().value;
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ops = await operatorToken(t);
    const ids = await memberOf(t, 'demoplayer');
    await fundMain(t.database.db, ids.merchantId, ids.memberId, 100_000);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
  });
  afterAll(async () => t.close());

  it('counts today and this month in the merchant zone, and what waits', async () => {
    const before = await dashboard();
    expect(before).toMatchObject({ currency: 'THB', timeZone: expect.any(String), today: { from: before.today.to }, month: { to: before.today.to } });
    expect(before.month.from.slice(8)).toBe('01');

    const order = (await post('/wps/cashier/deposit', player, { methodCode: 'bank', amount: '150.00' })).json<{ value: { id: number } }>().value;
    expect((await dashboard()).pending.deposits).toBe(before.pending.deposits + 1);
    await post(`/ops-api/deposits/${order.id}/approve`, ops);
    await post('/wps/cashier/payment-password', player, { newPassword: '246810' });
    const payee = (await post('/wps/cashier/payees', player, { bankName: 'Demo Bank', accountNumber: '1234567890', holderName: 'Demo Player' })).json<{ value: { id: number } }>().value;
    const withdrawal = (await post('/wps/cashier/withdraw', player, { payeeId: payee.id, paymentPassword: '246810', amount: '120.00' })).json<{ value: { id: number } }>().value;
    expect((await dashboard()).pending.withdrawals).toBe(before.pending.withdrawals + 1);
    await post(`/ops-api/withdrawals/${withdrawal.id}/pay`, ops);
    await post('/ops-api/bonuses', ops, { account: 'demoplayer', amount: 7_00, reason: 'Dashboard test' });

    const after = await dashboard();
    for (const period of ['today', 'month'] as const) {
      expect(after[period].deposits - before[period].deposits).toBe(15_000);
      expect(after[period].depositCount - before[period].depositCount).toBe(1);
      expect(after[period].withdrawals - before[period].withdrawals).toBe(12_000);
      expect(after[period].netDeposits - before[period].netDeposits).toBe(3_000);
      expect(after[period].bonuses - before[period].bonuses).toBe(7_00);
      expect(after[period].ggr).toBe(after[period].bets - after[period].wins);
    }
    expect(after.pending).toEqual(before.pending);
    expect(after.month.deposits).toBeGreaterThanOrEqual(after.today.deposits);
  });
});
