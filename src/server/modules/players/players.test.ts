import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Approval } from '@shared/api/approvals';
import type { PlayerDetail, PlayerSummary } from '@shared/api/players';
import { bearer, buildAccountApp, loginToken, postLogin, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { expectBooksBalance } from '../../test/money';
import { operatorToken } from '../../test/operator-client';
import { DEFAULT_CASHIER } from '../cashier/settings';
import { cliActor } from '../operator/audit';
import { addOperator } from '../operator/service';

/** The console's players (issue 22): search, a player's page, block, forced password change, notes, adjustments. */
describe.each(testDrivers())('console players on %s', (driver) => {
  let t: AccountTestApp;
  let ops: string;
  let support: string;
  const post = (url: string, token: string, payload?: object) => t.app.inject({ method: 'POST', url, payload: payload ?? {}, headers: bearer(token) });
  const get = async <T>(url: string, token = ops) => {
    const response = await t.app.inject({ url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ value: T }>().value;
  };
  const search = async (q: string) => (await get<{ list: PlayerSummary[] }>(`/ops-api/players?q=${encodeURIComponent(q)}`)).list;

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ops = await operatorToken(t);
    const merchantId = (await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' }))?.id ?? 0;
    await addOperator(t.database.db, cliActor(merchantId), { username: 'helpdesk', password: 'Pass1234', role: 'support', cost: 'test' });
    support = await operatorToken(t, 'helpdesk', 'Pass1234');
    await loginToken(t, 'downline1', 'Down1234', { remoteAddress: '10.77.0.5' });
  });
  afterAll(async () => t.close());

  it('finds players by account prefix, id and address; typed wildcards are letters', async () => {
    expect((await search('down')).map((p) => [p.account, p.matched])).toEqual([
      ['downline1', 'account'],
      ['downline2', 'account'],
      ['downline3', 'account'],
    ]);
    const [one] = await search('downline1');
    expect((await search(String(one?.id))).map((p) => p.matched)).toContain('id');
    expect((await search('10.77.0.5')).map((p) => [p.account, p.matched])).toEqual([['downline1', 'address']]);
    expect(await search('%')).toEqual([]);
    expect(await search('nobody-at-all')).toEqual([]);
    for (const q of ['', 'x'.repeat(65)]) expect((await t.app.inject({ url: `/ops-api/players?q=${q}`, headers: bearer(ops) })).statusCode).toBe(422);
  });

  it('shows a player’s page with balance, upline chain, live sessions and notes', async () => {
    const detail = await get<PlayerDetail>('/ops-api/players/downline1');
    expect(detail.player).toMatchObject({ account: 'downline1', status: 'ACTIVE', mustChangePassword: false });
    expect(detail.upline.map((u) => u.account)).toContain('demoagent');
    expect(detail.sessions.length).toBeGreaterThan(0);
    const note = await post('/ops-api/players/downline1/notes', support, { text: 'Called about a late deposit; told to wait for the bank.' });
    expect(note.json()).toMatchObject({ value: { author: expect.stringMatching(/^operator:/u) } });
    expect((await post('/ops-api/players/downline1/notes', support, { text: '   ' })).statusCode).toBe(422);
    expect((await get<PlayerDetail>('/ops-api/players/downline1')).notes.map((n) => n.text)).toEqual(['Called about a late deposit; told to wait for the bank.']);
    await expect(t.database.db.execute(sql`update member_notes set text = 'forged'`)).rejects.toThrow();
    expect((await t.app.inject({ url: '/ops-api/players/nobody', headers: bearer(ops) })).json()).toMatchObject({ code: 'not_found' });
  });

  it('blocks a player: its sessions end and sign-in is refused until unblocked', async () => {
    const token = await loginToken(t, 'downline2', 'Down1234');
    expect((await post('/ops-api/players/downline2/block', support, { reason: 'x' })).statusCode).toBe(422);
    expect((await post('/ops-api/players/downline2/block', support, { reason: 'Chargeback under review' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode).toBe(401);
    expect((await postLogin(t, 'downline2', 'Down1234')).json()).toMatchObject({ code: 'non_member_login' });
    expect((await get<PlayerDetail>('/ops-api/players/downline2')).player.status).toBe('BLOCKED');
    expect((await post('/ops-api/players/downline2/unblock', support, { reason: 'Review cleared' })).statusCode).toBe(200);
    expect((await postLogin(t, 'downline2', 'Down1234')).statusCode).toBe(200);
    const audit = await get<{ list: { action: string; after: { reason?: string } }[] }>('/ops-api/audit?targetType=member&action=player.block');
    expect(audit.list[0]?.after.reason).toBe('Chargeback under review');
  });

  it('forces a password change at the next sign-in, cleared by the change', async () => {
    expect((await post('/ops-api/players/downline3/force-password-change', support)).statusCode).toBe(200);
    const login = (await postLogin(t, 'downline3', 'Down1234')).json<{ value: { passwordExpired: boolean } }>();
    expect(login.value.passwordExpired).toBe(true);
    expect((await get<PlayerDetail>('/ops-api/players/downline3')).player.mustChangePassword).toBe(true);
  });

  it('adjusts a balance; from the second-approval amount another operator must approve', async () => {
    const before = (await get<PlayerDetail>('/ops-api/players/downline1')).balance;
    expect((await post('/ops-api/players/downline1/adjust', support, { amount: 1_000, reason: 'Goodwill' })).json()).toMatchObject({ code: 'forbidden' });
    const small = (await post('/ops-api/players/downline1/adjust', ops, { amount: 2_500, reason: 'Goodwill credit' })).json<{ value: { after: number } }>().value;
    expect(small.after).toBe(before + 2_500);
    // A debit never takes a wallet below zero.
    expect((await post('/ops-api/players/downline1/adjust', ops, { amount: -(before + 2_501), reason: 'Too much' })).json()).toMatchObject({ code: 'insufficient_funds' });
    for (const body of [{ amount: 0, reason: 'Zero' }, { amount: 1.5, reason: 'Half' }, { amount: 10, reason: '' }]) expect((await post('/ops-api/players/downline1/adjust', ops, body)).statusCode).toBe(422);
    const big = (await post('/ops-api/players/downline1/adjust', ops, { amount: DEFAULT_CASHIER.secondApprovalFrom, reason: 'Tournament prize' })).json<{ value: { approval: Approval } }>().value.approval;
    expect(big).toMatchObject({ kind: 'balance.adjust', targetId: 'downline1', status: 'PENDING' });
    expect((await get<PlayerDetail>('/ops-api/players/downline1')).balance).toBe(before + 2_500);
    expect((await post(`/ops-api/approvals/${big.id}/approve`, ops)).json()).toMatchObject({ code: 'second_operator_required' });
    const checker = await operatorToken(t, 'checker', 'Ops12345');
    expect((await post(`/ops-api/approvals/${big.id}/approve`, checker)).json()).toMatchObject({ value: { status: 'APPROVED' } });
    expect((await get<PlayerDetail>('/ops-api/players/downline1')).balance).toBe(before + 2_500 + DEFAULT_CASHIER.secondApprovalFrom);
    await expectBooksBalance(t);
  });
});
