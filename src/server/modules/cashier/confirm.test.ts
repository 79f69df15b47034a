import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';
import { transfer } from '../ledger/service';
import { MAX_PROOF_BYTES } from '@shared/api/cashier';
import { imageTypeOf } from './confirm-service';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const b64 = (b: Buffer) => b.toString('base64');

describe.each(testDrivers())('withdrawal confirmation on %s', (driver) => {
  let t: AccountTestApp;
  let player: string;
  const paid: number[] = [];
  let pending = 0;
  const post = (url: string, payload: object, token = player) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const confirm = (id: number, payload: object, token = player) => post(`/wps/cashier/withdrawals/${id}/confirm`, payload, token);

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    const ops = await operatorToken(t);
    const { merchantId, memberId } = await memberOf(t, 'demoplayer');
    await transfer(t.database.db, { merchantId, idempotencyKey: 'fund', type: 'deposit', reference: 't', actor: 'system', from: { kind: 'payment_clearing' }, to: { kind: 'player_main', memberId }, amount: 100_000, currency: 'THB' });
    const payeeId = (await post('/wps/cashier/payees', { bankName: 'Demo Bank', accountNumber: '1234567890', holderName: 'Demo Player' })).json<{ value: { id: number } }>().value.id;
    await post('/wps/cashier/payment-password', { newPassword: '112233' });
    for (let i = 0; i < 4; i += 1) {
      const id = (await post('/wps/cashier/withdraw', { payeeId, amount: 10_000, paymentPassword: '112233' })).json<{ value: { id: number } }>().value.id;
      if (i < 3) {
        await post(`/ops-api/withdrawals/${id}/pay`, {}, ops);
        paid.push(id);
      } else pending = id;
    }
  });
  afterAll(async () => t.close());

  it('knows images by content, not by name', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('<svg>'))).toBeUndefined();
  });

  it('refuses unpaid, foreign, proofless, fake, oversized and too many uploads', async () => {
    const [id = 0] = paid;
    expect((await confirm(pending, { result: 'RECEIVED' })).statusCode).toBe(409);
    const other = await loginToken(t, 'downline1', 'Down1234');
    expect((await confirm(id, { result: 'RECEIVED' }, other)).statusCode).toBe(404);
    expect((await confirm(id, { result: 'NOT_RECEIVED' })).json()).toMatchObject({ code: 'validation_failed', errors: { images: 'required' } });
    expect((await confirm(id, { result: 'NOT_RECEIVED', images: [b64(Buffer.from('not really a png'))] })).json()).toMatchObject({ code: 'upload_invalid' });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_BYTES)]);
    const oversized = await confirm(id, { result: 'NOT_RECEIVED', images: [b64(big)] });
    expect([oversized.statusCode, oversized.json<{ code: string }>().code]).toEqual([413, 'payload_too_large']);
    expect((await confirm(id, { result: 'NOT_RECEIVED', images: [b64(PNG), b64(PNG), b64(PNG), b64(PNG)] })).statusCode).toBe(422);
    expect((await confirm(id, { result: 'RECEIVED', remark: 'x'.repeat(141) })).statusCode).toBe(422);
  });

  it('records not received with proof once; fully received too', async () => {
    const [a = 0, b = 0] = paid;
    const answered = await confirm(a, { result: 'NOT_RECEIVED', remark: 'nothing arrived', images: [b64(PNG), b64(JPEG)] });
    expect(answered.json()).toMatchObject({ success: true, value: { confirmation: 'NOT_RECEIVED' } });
    expect((await confirm(a, { result: 'RECEIVED' })).statusCode).toBe(409);
    expect((await confirm(b, { result: 'FULLY_RECEIVED' })).json()).toMatchObject({ value: { confirmation: 'FULLY_RECEIVED' } });
  });

  it('counts an unanswered paid withdrawal as received after the configured minutes', async () => {
    const c = paid[2] ?? 0;
    const list = async () => (await t.app.inject({ url: '/wps/cashier/withdrawals', headers: bearer(player) })).json<{ value: { list: { id: number; confirmation: string | null }[] } }>().value.list;
    expect((await list()).find((w) => w.id === c)?.confirmation).toBeNull();
    t.clock.advance(61 * 60_000);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    expect((await list()).find((w) => w.id === c)?.confirmation).toBe('RECEIVED');
    expect((await confirm(c, { result: 'NOT_RECEIVED', images: [b64(PNG)] })).statusCode).toBe(409);
    expect((await list()).find((w) => w.id === pending)?.confirmation).toBeNull();
  });
});
