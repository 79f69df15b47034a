import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentChildren, AgentDetail, AgentList } from '@shared/api/console-agents';
import type { ContractView } from '@shared/api/contracts';
import { members } from '../../db/schema/index';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { patchMerchantConfig } from '../../test/app';
import { testDrivers } from '../../test/database';
import { acceptOffer, offerContract, type ContractActor } from '../contracts/contract-service';
import { contractPeriodContaining } from '../contracts/periods';
import { contractBench, tiers, type ContractBench } from '../contracts/test-contracts';
import { insertMerchant, listMerchants } from '../merchant/repository';

const DAY = 86_400_000;

/** The console's agents (issue 22): the tree, search, an agent's figures, contracts and settlements. */
describe.each(testDrivers())('console agents on %s', (driver) => {
  let t: AccountTestApp;
  let b: ContractBench;
  const zone = 'Asia/Bangkok';
  const today = contractPeriodContaining('daily', new Date(), zone);
  const noon = (back: number) => new Date(today.start.getTime() - back * DAY + DAY / 2);
  const dayText = (back: number) => new Date(today.start.getTime() - back * DAY + 7 * 3_600_000).toISOString().slice(0, 10);
  const get = async <T>(url: string, status = 200) => {
    const response = await t.app.inject({ url, headers: bearer(b.tokens.ops ?? '') });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ value: T; code?: string; errors?: Record<string, string> }>();
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    await patchMerchantConfig(t.app, { timeZone: zone });
    b = await contractBench(t);
    await b.add('teamag', 2, 'demoagent');
    await b.add('teamkid', 0, 'teamag');
    const merchant = await b.merchant();
    const actor = (account: string | null): ContractActor => (account === null ? { memberId: null, memberType: 0, actor: 'operator:test' } : { memberId: b.ids[account] ?? 0, memberType: account === 'demoagent' ? 1 : 2, actor: `member:${b.ids[account]}` });
    for (const [upline, agent, rate] of [[null, 'demoagent', 3_000], ['demoagent', 'teamag', 2_000]] as const) {
      const offer = await offerContract(b.db, merchant, actor(upline), { kind: 'dividend', account: agent, periodType: 'daily', tiers: tiers([0, 0, rate]) }, noon(3));
      await acceptOffer(b.db, merchant, actor(agent), offer.id, false, noon(3));
    }
    await b.play('teamkid', 10_000, 0, noon(2));
    await b.play('teamkid', 5_000, 1_000);
    expect((await b.call('ops', 'POST', '/ops-api/contract-settlements/run', { kind: 'dividend', periodType: 'daily', period: dayText(2) })).status).toBe(200);
    // A second brand's agent: the first brand's operator never sees it.
    const [demo] = await listMerchants(b.db);
    if (!demo) throw new Error('no merchant');
    const two = await insertMerchant(b.db, { code: 'TWO', name: 'Second Brand', config: { ...demo.config, name: 'Second Brand' } });
    await b.db.insert(members).values({ merchantId: two, account: 'teamother', passwordHash: 'x', type: 2 });
    t.app.merchants.invalidate();
  });
  afterAll(async () => t.close());

  it('answers the top-level agents, searches by account with the upline chain, and expands children', async () => {
    const top = (await get<AgentList>('/ops-api/agents')).value;
    expect(top.q).toBeNull();
    expect(top.list.find((a) => a.account === 'demoagent')).toMatchObject({ isAgent: true, chain: [], direct: 4, teamSize: 5 });
    const found = (await get<AgentList>('/ops-api/agents?q=TEAM')).value;
    expect(found.list.map((m) => m.account)).toEqual(['teamag', 'teamkid']);
    expect(found.list[1]).toMatchObject({ isAgent: false, chain: ['demoagent', 'teamag'], direct: 0, teamSize: 0 });
    expect((await get<AgentList>('/ops-api/agents?q=%25')).value.list).toEqual([]);
    expect((await get<AgentList>('/ops-api/agents?q=team&limit=1')).value).toMatchObject({ more: true, list: [{ account: 'teamag' }] });
    const children = (await get<AgentChildren>('/ops-api/agents/demoagent/children?size=2')).value;
    expect(children).toMatchObject({ total: 4, page: 1, size: 2 });
    expect(children.list[0]).toMatchObject({ account: 'teamag', isAgent: true, direct: 1, teamSize: 1 });
  });

  it("shows an agent's team figures for a period, its contracts and its settlements", async () => {
    const detail = (await get<AgentDetail>('/ops-api/agents/demoagent?period=today')).value;
    expect(detail.profile).toMatchObject({ account: 'demoagent', chain: [], teamSize: 5 });
    expect(detail.figures).toMatchObject({ members: 5, direct: 4, deposits: 5_000, validBets: 5_000, wins: 1_000, netWinLoss: -4_000, activeMembers: 1 });
    expect(detail.period).toMatchObject({ key: 'today', timeZone: zone });
    expect(detail.contracts.map((c) => [c.upline?.account ?? null, c.agent.account, c.status])).toEqual([
      ['demoagent', 'teamag', 'active'],
      [null, 'demoagent', 'active'],
    ]);
    const dividend = detail.settlements.find((s) => s.kind === 'dividend');
    expect(dividend?.list.map((s) => [s.role, s.agentAccount, s.periodType, s.status])).toEqual(
      expect.arrayContaining([
        ['received', 'demoagent', 'daily', 'paid'],
        ['paid', 'teamag', 'daily', 'paid'],
      ]),
    );
    const sub = (await get<AgentDetail>('/ops-api/agents/teamag?period=lastMonth')).value;
    expect(sub.profile.chain).toEqual(['demoagent']);
    expect(new Date(sub.period.from).getTime()).toBeLessThan(today.start.getTime() - 27 * DAY);
  });

  it('refuses unknown accounts, players, other brands and hostile input with stable codes', async () => {
    for (const account of ['nosuch', 'teamkid', 'teamother']) {
      expect(await get(`/ops-api/agents/${account}`, 404)).toMatchObject({ code: 'not_found', errors: { account: 'not_found' } });
      expect(await get(`/ops-api/agents/${account}/children`, 404)).toMatchObject({ code: 'not_found' });
    }
    expect((await get<AgentList>('/ops-api/agents?q=teamother')).value.list).toEqual([]);
    const hostile = [`q=${'a'.repeat(65)}`, 'limit=abc', 'limit=0', 'other=1', 'q=%00', 'q=a&q=b'];
    for (const query of hostile) expect(await get(`/ops-api/agents?${query}`, 422)).toMatchObject({ code: 'validation_failed' });
    for (const query of ['period=yesterday', 'period=', 'x=1']) expect(await get(`/ops-api/agents/demoagent?${query}`, 422)).toMatchObject({ code: 'validation_failed' });
    for (const query of ['page=0', 'size=101', 'size=1.5']) expect(await get(`/ops-api/agents/demoagent/children?${query}`, 422)).toMatchObject({ code: 'validation_failed' });
    expect(await get(`/ops-api/agents/${'a'.repeat(65)}`, 422)).toMatchObject({ code: 'validation_failed' });
    const player = await loginToken(t, 'demoplayer', 'Demo1234');
    for (const headers of [bearer(player), {}]) expect((await t.app.inject({ url: '/ops-api/agents', headers })).statusCode).toBe(401);
  });

  it("shows the operator's termination: audited, ended on the agent's own page and in the console", async () => {
    const detail = (await get<AgentDetail>('/ops-api/agents/teamag')).value;
    const contract = detail.contracts.find((c) => c.agent.account === 'teamag' && c.status === 'active');
    expect((await b.call('ops', 'POST', `/ops-api/contracts/${contract?.id ?? 0}/terminate`)).status).toBe(200);
    const after = (await get<AgentDetail>('/ops-api/agents/teamag')).value;
    expect(after.contracts.find((c) => c.id === contract?.id)).toMatchObject({ status: 'terminated', endReason: 'operator' });
    await b.login('teamag');
    expect((await b.call<ContractView>('teamag', 'GET', '/wps/agent/contracts?kind=dividend')).body.value.current).toBeNull();
    const audit = (await get<{ list: { action: string; targetId: string }[] }>(`/ops-api/audit?action=contract.terminate&targetId=${contract?.id ?? 0}`)).value;
    expect(audit.list).toHaveLength(1);
  });
});
