import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeList, WithdrawalConfirmation } from '@shared/api/disputes';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { fundMain, memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';
import { pngHeader } from '../../test/png-header';
import { confirmationOf, disputes } from './service';

/** Disputed withdrawals (issue 22): the player's 'not received' answer and its proofs, for operators only. */
describe.each(testDrivers())('disputed withdrawals on %s', (driver) => {
  let t: AccountTestApp;
  let ops: string;
  let player: string;
  let merchantId: number;
  let disputed: number;
  const proof = pngHeader(40, 30, 300);
  const post = (url: string, token: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const get = (url: string, token = ops) => t.app.inject({ url, headers: bearer(token) });

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ops = await operatorToken(t);
    const ids = await memberOf(t, 'demoplayer');
    merchantId = ids.merchantId;
    await fundMain(t.database.db, ids.merchantId, ids.memberId, 1_000_000);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    await post('/wps/cashier/payment-password', player, { newPassword: '246810' });
    const payee = (await post('/wps/cashier/payees', player, { bankName: 'Demo Bank', accountNumber: '123-456-7890', holderName: 'Demo Player' })).json<{ value: { id: number } }>().value;
    const withdraw = async () => (await post('/wps/cashier/withdraw', player, { payeeId: payee.id, paymentPassword: '246810', amount: '120.00' })).json<{ value: { id: number } }>().value.id;
    disputed = await withdraw();
    const received = await withdraw();
    for (const id of [disputed, received]) expect((await post(`/ops-api/withdrawals/${id}/pay`, ops)).statusCode).toBe(200);
    const answer = await post(`/wps/cashier/withdrawals/${disputed}/confirm`, player, { result: 'NOT_RECEIVED', remark: 'Nothing arrived', images: [proof.toString('base64')] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await post(`/wps/cashier/withdrawals/${received}/confirm`, player, { result: 'RECEIVED' })).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('lists only the not-received answers of the merchant', async () => {
    const response = await get('/ops-api/withdrawals/disputes');
    expect(response.statusCode, response.body).toBe(200);
    const { list } = response.json<{ value: DisputeList }>().value;
    expect(list).toEqual([{ id: disputed, account: 'demoplayer', amount: 12_000, currency: expect.any(String), paidAt: expect.any(String), confirmedAt: expect.any(String), result: 'NOT_RECEIVED', proofCount: 1 }]);
    expect(await disputes(t.database.db, merchantId + 1000)).toEqual([]);
    expect((await get('/ops-api/withdrawals/disputes?limit=0')).statusCode).toBe(422);
    expect((await get('/ops-api/withdrawals/disputes?limit=5&evil=1')).statusCode).toBe(422);
  });

  it('answers the confirmation with its proofs, then serves the bytes with safe headers and audits the view', async () => {
    const response = await get(`/ops-api/withdrawals/${disputed}/confirmation`);
    expect(response.statusCode, response.body).toBe(200);
    const confirmation = response.json<{ value: WithdrawalConfirmation }>().value;
    expect(confirmation).toMatchObject({ id: disputed, status: 'PAID', result: 'NOT_RECEIVED', remark: 'Nothing arrived', confirmedAt: expect.any(String) });
    const [first] = confirmation.proofs;
    expect(confirmation.proofs).toEqual([{ id: expect.any(Number), type: 'image/png', bytes: 300, width: 40, height: 30, createdAt: expect.any(String) }]);
    const image = await get(`/ops-api/withdrawals/${disputed}/proofs/${first?.id}`);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(proof)).toBe(true);
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', 'content-disposition': 'inline' });
    const audit = (await get('/ops-api/audit?action=withdrawal.proof_view')).json<{ value: { list: { action: string; targetId: string }[] } }>().value.list;
    expect(audit[0]).toMatchObject({ action: 'withdrawal.proof_view', targetId: String(disputed) });
  });

  it('hides other merchants, unknown ids and players; hostile ids are 422', async () => {
    const { proofs } = await confirmationOf(t.database.db, merchantId, disputed);
    const proofId = proofs[0]?.id ?? 0;
    await expect(confirmationOf(t.database.db, merchantId + 1000, disputed)).rejects.toMatchObject({ code: 'not_found' });
    for (const url of [`/ops-api/withdrawals/999999/confirmation`, `/ops-api/withdrawals/${disputed}/proofs/${proofId + 999}`, `/ops-api/withdrawals/${disputed + 1}/proofs/${proofId}`]) {
      const response = await get(url);
      expect([url, response.statusCode, response.json<{ code: string }>().code]).toEqual([url, 404, 'not_found']);
    }
    for (const url of ['/ops-api/withdrawals/abc/confirmation', '/ops-api/withdrawals/-1/confirmation', `/ops-api/withdrawals/${disputed}/proofs/1e99`, `/ops-api/withdrawals/${'9'.repeat(40)}/proofs/1`]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 422]);
    }
    for (const url of ['/ops-api/withdrawals/disputes', `/ops-api/withdrawals/${disputed}/confirmation`, `/ops-api/withdrawals/${disputed}/proofs/${proofId}`]) {
      expect([url, (await get(url, player)).statusCode]).toEqual([url, 401]);
    }
  });
});
