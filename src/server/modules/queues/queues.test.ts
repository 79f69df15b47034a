import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerContext, Queues } from '@shared/api/queues';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { fundMain, memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';
import { DEFAULT_CASHIER } from '../cashier/settings';

describe.each(testDrivers())('approval queues and player context on %s', (driver) => {
  let t: AccountTestApp;
  let ops: string;
  let player: string;
  const post = (url: string, token: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const get = async <T>(url: string, token = ops) => {
    const response = await t.app.inject({ url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ value: T }>().value;
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ops = await operatorToken(t);
    const ids = await memberOf(t, 'demoplayer');
    await fundMain(t.database.db, ids.merchantId, ids.memberId, 5_000_000);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    await loginToken(t, 'downline1', 'Down1234');
  });
  afterAll(async () => t.close());

  it('lists pending manual deposits and withdrawals with their players, masked banks and open approvals', async () => {
    expect(await get<Queues>('/ops-api/queues')).toMatchObject({ deposits: [], withdrawals: [], approvals: [], secondApprovalFrom: DEFAULT_CASHIER.secondApprovalFrom });
    const deposit = (await post('/wps/cashier/deposit', player, { methodCode: 'bank', amount: '250.00' })).json<{ value: { id: number } }>().value;
    await post('/wps/cashier/payment-password', player, { newPassword: '246810' });
    const payee = (await post('/wps/cashier/payees', player, { bankName: 'Demo Bank', accountNumber: '123-456-7890', holderName: 'Demo Player' })).json<{ value: { id: number } }>().value;
    const small = (await post('/wps/cashier/withdraw', player, { payeeId: payee.id, paymentPassword: '246810', amount: '300.00' })).json<{ value: { id: number } }>().value;
    const big = (await post('/wps/cashier/withdraw', player, { payeeId: payee.id, paymentPassword: '246810', amount: DEFAULT_CASHIER.secondApprovalFrom })).json<{ value: { id: number } }>().value;
    await post(`/ops-api/withdrawals/${big.id}/pay`, ops);

    const queues = await get<Queues>('/ops-api/queues');
    expect(queues.deposits).toEqual([expect.objectContaining({ id: deposit.id, member: expect.objectContaining({ account: 'demoplayer' }), amount: 25_000, methodCode: 'bank' })]);
    expect(queues.withdrawals.map((w) => [w.id, w.amount, w.accountNumber, w.approval?.status ?? null])).toEqual([
      [small.id, 30_000, '********7890', null],
      [big.id, DEFAULT_CASHIER.secondApprovalFrom, '********7890', 'PENDING'],
    ]);
    expect(queues.approvals).toHaveLength(1);
    expect(JSON.stringify(queues)).not.toContain('123-456-7890');
  });

  it('answers a player’s context; an unknown player is 404, a bad name 422', async () => {
    const context = await get<PlayerContext>('/ops-api/players/demoplayer/context');
    expect(context.member).toMatchObject({ account: 'demoplayer', status: 'ACTIVE' });
    expect(context.balance).toBe(5_000_000 - 30_000 - DEFAULT_CASHIER.secondApprovalFrom);
    expect(context.turnover).toEqual({ required: expect.any(Number), done: expect.any(Number), bonusLocked: expect.any(Number) });
    expect(context.deposits[0]).toMatchObject({ amount: 25_000, status: 'PENDING' });
    expect(context.withdrawals.map((w) => w.status)).toEqual(['PENDING', 'PENDING']);
    expect(context.logins[0]).toMatchObject({ result: 'SUCCESS', ip: expect.any(String) });
    // downline1 signed in from the same address (and with the same test client).
    expect(context.sameAddress.map((a) => a.account)).toContain('downline1');
    expect(context.sameAddress.map((a) => a.account)).not.toContain('demoplayer');
    expect((await t.app.inject({ url: '/ops-api/players/nobody/context', headers: bearer(ops) })).json()).toMatchObject({ code: 'not_found' });
    expect((await t.app.inject({ url: `/ops-api/players/${'x'.repeat(65)}/context`, headers: bearer(ops) })).statusCode).toBe(422);
  });
});
