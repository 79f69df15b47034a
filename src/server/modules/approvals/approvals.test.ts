import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Approval } from '@shared/api/approvals';
import { patchMerchantConfig } from '../../test/app';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { balance, expectBooksBalance, fundMain, memberOf } from '../../test/money';
import { operatorToken } from '../../test/operator-client';
import { cliActor } from '../operator/audit';
import { addOperator } from '../operator/service';
import { DEFAULT_CASHIER } from '../cashier/settings';

/**
 * Maker-checker (issue 22): paying a withdrawal or granting a bonus of at least the merchant's
 * second-approval amount waits for another operator, who runs it once; the one who filed it can
 * never approve it, from any session; a role without the action's permission cannot either.
 */
describe.each(testDrivers())('maker-checker on %s', (driver) => {
  let t: AccountTestApp;
  let ids: { merchantId: number; memberId: number };
  let player: string;
  const tokens: Record<'maker' | 'makerAgain' | 'checker' | 'auditor', string> = { maker: '', makerAgain: '', checker: '', auditor: '' };
  const BIG = DEFAULT_CASHIER.secondApprovalFrom + 500_000;
  const main = () => balance(t, ids.merchantId, { kind: 'player_main', memberId: ids.memberId });
  const hold = () => balance(t, ids.merchantId, { kind: 'withdrawal_hold', memberId: ids.memberId });
  const post = (url: string, token: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const valueOf = <T>(response: { json: <J>() => J }) => response.json<{ value: T }>().value;

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ids = await memberOf(t, 'demoplayer');
    for (const [name, role] of [['maker1', 'finance'], ['checker1', 'finance'], ['auditor1', 'readonly']] as const) {
      await addOperator(t.database.db, cliActor(ids.merchantId), { username: name, password: 'Pass1234', role, cost: 'test' });
    }
    tokens.maker = await operatorToken(t, 'maker1', 'Pass1234');
    tokens.checker = await operatorToken(t, 'checker1', 'Pass1234');
    tokens.auditor = await operatorToken(t, 'auditor1', 'Pass1234');
    // The maker's second session: a new sign-in of the same operator.
    tokens.makerAgain = await operatorToken(t, 'maker1', 'Pass1234', true);
    await fundMain(t.database.db, ids.merchantId, ids.memberId, BIG * 3);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
    await post('/wps/cashier/payment-password', player, { newPassword: '246810' });
  });
  afterAll(async () => t.close());

  async function bigWithdrawal(): Promise<number> {
    const payee = valueOf<{ id: number }>(await post('/wps/cashier/payees', player, { bankName: 'Demo Bank', accountNumber: `12345${Date.now() % 100000}`, holderName: 'Demo Player' }));
    return valueOf<{ id: number }>(await post('/wps/cashier/withdraw', player, { payeeId: payee.id, paymentPassword: '246810', amount: BIG })).id;
  }

  it('files a big withdrawal for a second operator; the maker cannot approve it from any session; another operator pays it once', async () => {
    const id = await bigWithdrawal();
    const before = [await main(), await hold()];
    const filed = valueOf<{ status: string; approval: Approval }>(await post(`/ops-api/withdrawals/${id}/pay`, tokens.maker));
    expect(filed).toMatchObject({ status: 'PENDING', approval: { kind: 'withdrawal.pay', targetId: String(id), amount: BIG, status: 'PENDING', maker: expect.stringMatching(/^operator:/u) } });
    // Paying again files nothing new.
    expect(valueOf<{ approval: Approval }>(await post(`/ops-api/withdrawals/${id}/pay`, tokens.maker)).approval.id).toBe(filed.approval.id);
    expect([await main(), await hold()]).toEqual(before);

    const list = valueOf<{ list: Approval[]; threshold: number }>(await t.app.inject({ url: '/ops-api/approvals', headers: bearer(tokens.auditor) }));
    expect(list.threshold).toBe(DEFAULT_CASHIER.secondApprovalFrom);
    expect(list.list.map((a) => a.id)).toContain(filed.approval.id);

    // Either session of the operator who filed it is the maker.
    expect(tokens.makerAgain).not.toBe(tokens.maker);
    for (const token of [tokens.maker, tokens.makerAgain]) expect((await post(`/ops-api/approvals/${filed.approval.id}/approve`, token)).json()).toMatchObject({ code: 'second_operator_required' });
    expect((await post(`/ops-api/approvals/${filed.approval.id}/approve`, tokens.auditor)).json()).toMatchObject({ code: 'forbidden' });

    const [first, second] = await Promise.all([post(`/ops-api/approvals/${filed.approval.id}/approve`, tokens.checker), post(`/ops-api/approvals/${filed.approval.id}/approve`, tokens.checker)]);
    const answers = [first, second].map((r) => r.json<{ success: boolean; code?: string }>());
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.find((a) => !a.success)).toMatchObject({ code: 'conflict' });
    expect([await main(), await hold()]).toEqual([before[0], (before[1] ?? 0) - BIG]);
    const paid = await t.app.inject({ url: '/wps/cashier/withdrawals', headers: bearer(player) });
    expect(paid.body).toContain('"PAID"');
    await expectBooksBalance(t);
  });

  it('files a big bonus; a rejection moves nothing; an approval grants it once', async () => {
    const start = await main();
    const filed = (await post('/ops-api/bonuses', tokens.maker, { account: 'demoplayer', amount: BIG, reason: 'VIP goodwill' })).json<{ value: { approval: Approval } }>().value.approval;
    expect(filed).toMatchObject({ kind: 'bonus.grant', targetId: 'demoplayer', details: { reason: 'VIP goodwill' } });
    expect((await post(`/ops-api/approvals/${filed.id}/reject`, tokens.checker, { note: 'x' })).statusCode).toBe(422);
    expect(valueOf<Approval>(await post(`/ops-api/approvals/${filed.id}/reject`, tokens.checker, { note: 'Not agreed with VIP desk' }))).toMatchObject({ status: 'REJECTED', checker: expect.stringMatching(/^operator:/u) });
    expect((await post(`/ops-api/approvals/${filed.id}/approve`, tokens.checker)).json()).toMatchObject({ code: 'conflict' });
    expect(await main()).toBe(start);

    const again = (await post('/ops-api/bonuses', tokens.maker, { account: 'demoplayer', amount: BIG, reason: 'VIP goodwill' })).json<{ value: { approval: Approval } }>().value.approval;
    expect(valueOf<Approval>(await post(`/ops-api/approvals/${again.id}/approve`, tokens.checker))).toMatchObject({ status: 'APPROVED' });
    expect(await main()).toBe(start + BIG);
    // A small grant needs nobody else.
    expect(valueOf<{ after: number }>(await post('/ops-api/bonuses', tokens.maker, { account: 'demoplayer', amount: 1_000, reason: 'Small goodwill' })).after).toBe(start + BIG + 1_000);
    await expectBooksBalance(t);
  });

  it('refuses checker = maker in the table itself, and follows the merchant setting', async () => {
    await expect(t.database.db.execute(sql`insert into money_approvals (merchant_id, kind, target_id, amount, currency, details, maker, status, checker) values (${ids.merchantId}, 'bonus.grant', 'x', 1, 'THB', '{}', 'operator:1', 'APPROVED', 'operator:1')`)).rejects.toThrow();
    await patchMerchantConfig(t.app, { cashier: { ...DEFAULT_CASHIER, secondApprovalFrom: null } });
    const start = await main();
    expect(valueOf<{ after: number }>(await post('/ops-api/bonuses', tokens.maker, { account: 'demoplayer', amount: BIG, reason: 'No limit now' })).after).toBe(start + BIG);
    for (const bad of ['0', 'abc', '-1']) expect((await post(`/ops-api/approvals/${bad}/approve`, tokens.checker)).statusCode).toBe(422);
    expect((await post('/ops-api/approvals/999999/approve', tokens.checker)).json()).toMatchObject({ code: 'not_found' });
  });
});
