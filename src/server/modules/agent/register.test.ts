import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api/account';
import type { AffiliateLink, AgentRegisterResult } from '@shared/api/agent';
import { members, memberTree } from '../../db/schema/index';
import { patchMerchantConfig } from '../../test/app';
import { bearer, buildAccountApp, humanProof, loginToken, sendE, solvedCaptcha, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { hashPassword } from '../../lib/password';
import { affiliateLink } from '../affiliate/link-service';

interface Answer<T> {
  success: boolean;
  code?: string;
  errors?: Record<string, string>;
  value: T;
}

describe.each(testDrivers())('agent registration and affiliate link on %s', (driver) => {
  let t: AccountTestApp;
  const tokens: Record<string, string> = {};
  let agentId = 0;
  let merchantId = 0;

  const register = async (who: string, body: Record<string, unknown>) => {
    const response = await sendE(t, 'POST', '/wps/agent/register', body, bearer(tokens[who] ?? ''));
    return { status: response.statusCode, body: response.json<Answer<AgentRegisterResult>>() };
  };
  const accountRow = async (account: string) =>
    (await t.database.db.select().from(members).where(and(eq(members.merchantId, merchantId), eq(members.account, account))))[0];
  const depthBelowAgent = async (id: number) =>
    (await t.database.db.select().from(memberTree).where(and(eq(memberTree.ancestorId, agentId), eq(memberTree.descendantId, id))))[0]?.depth;

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    const agent = (await t.database.db.select().from(members).where(eq(members.account, 'demoagent')))[0];
    agentId = agent?.id ?? 0;
    merchantId = agent?.merchantId ?? 0;
    const hash = await hashPassword('Shop1234', 'test');
    await t.database.db.insert(members).values([
      { merchantId, account: 'shopagent', passwordHash: hash, type: 41, uplineId: agentId },
      { merchantId, account: 'codeless1', passwordHash: hash, type: 2, uplineId: agentId },
      { merchantId, account: 'codeless2', passwordHash: hash, type: 2, uplineId: agentId },
    ]);
    tokens.agent = await loginToken(t, 'demoagent', 'Agent1234');
    tokens.shop = await loginToken(t, 'shopagent', 'Shop1234');
    tokens.codeless = await loginToken(t, 'codeless1', 'Shop1234');
    tokens.member = await loginToken(t, 'downline1', 'Down1234');
  });
  afterAll(async () => t?.close());

  it('registers a member and a type 2 agent directly below the caller', async () => {
    const member = await register('agent', { username: 'Walkin01', password: 'Walk1234', confirmPassword: 'Walk1234', nickname: 'Walk In', kind: 'member' });
    expect(member.status).toBe(200);
    expect(member.body.value).toMatchObject({ account: 'walkin01', nickname: 'Walk In', type: 0, kind: 'member' });
    const agent = await register('agent', { username: 'subagent01', password: 'Sub12345', confirmPassword: 'Sub12345', kind: 'agent' });
    expect(agent.body.value).toMatchObject({ account: 'subagent01', nickname: 'subagent01', type: 2, kind: 'agent' });
    expect(await depthBelowAgent(member.body.value.id)).toBe(1);
    expect(await depthBelowAgent(agent.body.value.id)).toBe(1);
    expect((await accountRow('walkin01'))?.uplineId).toBe(agentId);
    // The new accounts sign in with their own password.
    expect(await loginToken(t, 'walkin01', 'Walk1234')).toBeTruthy();
  });

  it('refuses a kind the agent type may not register, and a merchant that turned it off, writing nothing', async () => {
    const shop = await register('shop', { username: 'shopsub01', password: 'Sub12345', confirmPassword: 'Sub12345', kind: 'agent' });
    expect(shop).toMatchObject({ status: 403, body: { code: 'function_not_enabled' } });
    expect(await accountRow('shopsub01')).toBeUndefined();
    await patchMerchantConfig(t.app, { agentPermissions: { '1': { registerMembers: false } } });
    try {
      const off = await register('agent', { username: 'nopermit1', password: 'Sub12345', confirmPassword: 'Sub12345', kind: 'member' });
      expect(off).toMatchObject({ status: 403, body: { code: 'function_not_enabled' } });
      expect(await accountRow('nopermit1')).toBeUndefined();
    } finally {
      await patchMerchantConfig(t.app, { agentPermissions: { '1': { registerMembers: true } } });
    }
  });

  it('refuses members who are not agents with 403 forbidden', async () => {
    const answer = await register('member', { username: 'sneaky01', password: 'Sub12345', confirmPassword: 'Sub12345', kind: 'member' });
    expect(answer).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await accountRow('sneaky01')).toBeUndefined();
    const link = await t.app.inject({ url: '/wps/agent/affiliate/link', headers: bearer(tokens.member ?? '') });
    expect(link.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/wps/agent/affiliate/link' })).statusCode).toBe(401);
  });

  it('names each bad field with the merchant rule, and answers a taken name with 409', async () => {
    const bad = await register('agent', { username: '9bad', password: 'short', confirmPassword: 'other', kind: 'member' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      errors: { username: 'pattern', password: 'pattern', confirmPassword: 'mismatch' },
      value: { fields: { username: { problem: 'pattern', pattern: 'letterFirstAlnum', min: 6, max: 12 } } },
    });
    const missing = await register('agent', { username: '', password: '', confirmPassword: '', kind: 'member' });
    expect(missing.body.errors).toMatchObject({ username: 'required', password: 'required' });
    const takenName = await register('agent', { username: 'DOWNLINE1', password: 'Sub12345', confirmPassword: 'Sub12345', kind: 'member' });
    expect(takenName).toMatchObject({ status: 409, body: { code: 'account_exists', errors: { username: 'taken' } } });
    const unknownKind = await register('agent', { username: 'kindless1', password: 'Sub12345', confirmPassword: 'Sub12345', kind: 'boss' });
    expect(unknownKind.status).toBe(422);
  });

  it("answers the agent's link, whose code registers a player into the agent's downline", async () => {
    const response = await t.app.inject({ url: '/wps/agent/affiliate/link', headers: bearer(tokens.agent ?? '') });
    const link = response.json<Answer<AffiliateLink>>().value;
    expect(link).toEqual({ code: 'DEMOAGENT', path: '/register?affiliateCode=DEMOAGENT', url: 'https://luckyharbor.example/register?affiliateCode=DEMOAGENT' });
    const body = {
      username: 'linked01',
      password: 'Link1234',
      confirmPassword: 'Link1234',
      mobileNum: '812349999',
      countryDialingCode: '66',
      registerMethod: 'WEB',
      affiliateCode: link.code,
      agreeTerms: true,
      ageConfirmed: true,
      human: await humanProof(t),
      ...(await solvedCaptcha(t)),
    };
    const registered = await sendE(t, 'PUT', '/wps/member/register', body);
    expect(registered.statusCode).toBe(200);
    const id = registered.json<{ value: LoginResult }>().value.user.id;
    expect(await depthBelowAgent(id)).toBe(1);
  });

  it('gives an agent without a code one on its first ask, the same one to racing asks', async () => {
    const asks = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: '/wps/agent/affiliate/link', headers: bearer(tokens.codeless ?? '') })));
    const codes = asks.map((a) => a.json<Answer<AffiliateLink>>().value.code);
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(/^[A-Z2-9]{8}$/u);
    expect((await accountRow('codeless1'))?.affiliateCode).toBe(codes[0]);
    // A drawn code another agent holds (in any case) is drawn again.
    const other = (await accountRow('codeless2'))?.id ?? 0;
    const draws = ['demoagent', 'FRESH234'];
    const merchant = await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' });
    if (!merchant) throw new Error('no merchant');
    const again = await affiliateLink(t.database.db, merchant, { id: other, type: 2 }, () => draws.shift() ?? 'LAST2345');
    expect(again.code).toBe('FRESH234');
  });
});
