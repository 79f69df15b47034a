import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchMerchantConfig } from '../../test/app';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { balance, expectBooksBalance, memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';
import { transfer } from '../ledger/service';
import { DEFAULT_CASHIER } from './settings';

interface Withdrawal {
  id: number;
  status: string;
  amount: number;
}

describe.each(testDrivers())('withdrawals on %s', (driver) => {
  let t: AccountTestApp;
  let player: string;
  let ops: string;
  let ids: { merchantId: number; memberId: number };
  let payeeId: number;
  let n = 0;
  const main = () => balance(t, ids.merchantId, { kind: 'player_main', memberId: ids.memberId });
  const hold = () => balance(t, ids.merchantId, { kind: 'withdrawal_hold', memberId: ids.memberId });
  const post = (url: string, payload: object, token = player) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const withdraw = (payload: object, token = player) => post('/wps/cashier/withdraw', { payeeId, paymentPassword: '246810', ...payload }, token);
  const move = (type: string, amount: number, toPlayer: boolean) =>
    transfer(t.database.db, {
      merchantId: ids.merchantId,
      idempotencyKey: `test-${type}-${(n += 1)}`,
      type,
      reference: 'test',
      actor: 'system',
      from: toPlayer ? { kind: 'payment_clearing' } : { kind: 'player_main', memberId: ids.memberId },
      to: toPlayer ? { kind: 'player_main', memberId: ids.memberId } : { kind: 'house' },
      amount,
      currency: 'THB',
    });

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    ops = await operatorToken(t);
    ids = await memberOf(t, 'demoplayer');
  });
  afterAll(async () => t.close());

  it('manages payees: masked numbers, another member’s payee is not found', async () => {
    const added = await post('/wps/cashier/payees', { bankName: 'Demo Bank', accountNumber: '123-456-7890', holderName: 'Demo Player' });
    expect(added.json()).toMatchObject({ success: true, value: { accountNumber: '********7890' } });
    payeeId = added.json<{ value: { id: number } }>().value.id;
    expect((await post('/wps/cashier/payees', { bankName: 'X', accountNumber: 'abc', holderName: '' })).statusCode).toBe(422);
    const other = await loginToken(t, 'downline1', 'Down1234');
    const del = await t.app.inject({ method: 'DELETE', url: `/wps/cashier/payees/${payeeId}`, headers: bearer(other) });
    expect(del.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/wps/cashier/payees', headers: bearer(player) });
    expect(list.json<{ value: { list: unknown[] } }>().value.list).toHaveLength(1);
  });

  it('needs a payment password, set once and changed only with the old one', async () => {
    await move('deposit', 100_000, true);
    expect((await withdraw({ amount: 20_000 })).json()).toMatchObject({ code: 'payment_password_required' });
    expect((await post('/wps/cashier/payment-password', { newPassword: '135790' })).statusCode).toBe(200);
    expect((await post('/wps/cashier/payment-password', { newPassword: '246810' })).json()).toMatchObject({ code: 'payment_password_incorrect' });
    expect((await post('/wps/cashier/payment-password', { oldPassword: '135790', newPassword: '246810' })).statusCode).toBe(200);
    expect((await withdraw({ amount: 20_000, paymentPassword: '135790' })).json()).toMatchObject({ code: 'payment_password_incorrect' });
    expect(await main()).toBe(100_000);
  });

  it('refuses bad amounts, currencies, payees and more than the balance; nothing moves', async () => {
    const other = await loginToken(t, 'downline1', 'Down1234');
    const otherPayee = (await post('/wps/cashier/payees', { bankName: 'Other Bank', accountNumber: '99999999', holderName: 'Downline' }, other)).json<{ value: { id: number } }>().value.id;
    const cases: [object, number, string][] = [
      [{ amount: -1 }, 422, 'validation_failed'],
      [{ amount: 0 }, 422, 'validation_failed'],
      [{ amount: '200.001' }, 422, 'validation_failed'],
      [{ amount: 1e20 }, 422, 'validation_failed'],
      [{ amount: 20_000, currency: 'USD' }, 422, 'validation_failed'],
      [{ amount: 100 }, 422, 'amount_out_of_range'],
      [{ amount: 20_000, payeeId: otherPayee }, 404, 'not_found'],
      [{ amount: 100_001 }, 409, 'insufficient_funds'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await withdraw(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ code });
    }
    expect(await main()).toBe(100_000);
    expect(await hold()).toBe(0);
    await expectBooksBalance(t);
  });

  it('holds the funds; an operator pays or rejects, audited, once', async () => {
    const a = (await withdraw({ amount: '300.00' })).json<{ value: Withdrawal }>().value;
    const b = (await withdraw({ amount: 20_000 })).json<{ value: Withdrawal }>().value;
    expect([await main(), await hold()]).toEqual([50_000, 50_000]);
    expect((await post(`/ops-api/withdrawals/${a.id}/pay`, {}, player)).statusCode).toBe(401);
    expect((await post(`/ops-api/withdrawals/${a.id}/pay`, {}, ops)).json()).toMatchObject({ value: { status: 'PAID' } });
    expect((await post(`/ops-api/withdrawals/${a.id}/pay`, {}, ops)).statusCode).toBe(200);
    expect((await post(`/ops-api/withdrawals/${a.id}/reject`, {}, ops)).statusCode).toBe(409);
    expect((await post(`/ops-api/withdrawals/${b.id}/reject`, {}, ops)).json()).toMatchObject({ value: { status: 'REJECTED' } });
    expect([await main(), await hold()]).toEqual([70_000, 0]);
    const audit = await t.app.inject({ url: '/ops-api/audit?targetType=withdrawal', headers: bearer(ops) });
    const rows = audit.json<{ value: { list: { action: string; before: { status: string }; after: { status: string } }[] } }>().value.list;
    // Newest first.
    expect(rows.map((r) => [r.action, r.before.status, r.after.status])).toEqual([
      ['withdrawal.reject', 'PENDING', 'REJECTED'],
      ['withdrawal.pay', 'PENDING', 'PAID'],
    ]);
    await expectBooksBalance(t);
  });

  it('answers a retried request (same Idempotency-Key) with the first withdrawal, holding once', async () => {
    const [mainBefore, holdBefore] = [await main(), await hold()];
    const keyed = (amount: number, key: string) =>
      t.app.inject({ method: 'POST', url: '/wps/cashier/withdraw', payload: { payeeId, paymentPassword: '246810', amount }, headers: { ...bearer(player), 'idempotency-key': key } });
    const answers = await Promise.all([keyed(10_000, 'retry-key-0001'), keyed(10_000, 'retry-key-0001'), keyed(10_000, 'retry-key-0001')]);
    const ids = new Set(answers.map((a) => a.json<{ value: Withdrawal }>().value.id));
    expect(ids.size).toBe(1);
    expect([await main(), await hold()]).toEqual([mainBefore - 10_000, holdBefore + 10_000]);
    const other = await keyed(12_000, 'retry-key-0001');
    expect([other.statusCode, other.json<{ code: string }>().code]).toEqual([409, 'idempotency_conflict']);
    const [id] = [...ids];
    expect((await post(`/ops-api/withdrawals/${id}/reject`, {}, ops)).json()).toMatchObject({ value: { status: 'REJECTED' } });
    expect([await main(), await hold()]).toEqual([mainBefore, holdBefore]);
  });

  it('enforces the turnover rule: bets since the last deposit must reach multiplier × deposit', async () => {
    await patchMerchantConfig(t.app, { cashier: { ...DEFAULT_CASHIER, turnoverMultiplier: 1 } });
    await move('deposit', 30_000, true);
    const info = await t.app.inject({ url: '/wps/cashier/withdraw/info', headers: bearer(player) });
    expect(info.json()).toMatchObject({ value: { turnover: { required: 30_000, done: 0 }, hasPaymentPassword: true } });
    expect((await withdraw({ amount: 10_000 })).json()).toMatchObject({ code: 'turnover_not_met' });
    await move('bet', 29_999, false);
    expect((await withdraw({ amount: 10_000 })).json()).toMatchObject({ code: 'turnover_not_met' });
    await move('bet', 1, false);
    expect((await withdraw({ amount: 10_000 })).statusCode).toBe(200);
    await patchMerchantConfig(t.app, { cashier: DEFAULT_CASHIER });
  });

  it('never holds more than the balance under 30 concurrent requests', async () => {
    const before = await main();
    const results = await Promise.all(Array.from({ length: 30 }, () => withdraw({ amount: 10_000 })));
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(Math.floor(before / 10_000));
    expect(results.every((r) => r.statusCode === 200 || r.json<{ code: string }>().code === 'insufficient_funds')).toBe(true);
    expect(await main()).toBe(before - ok * 10_000);
    await expectBooksBalance(t);
  });
});
