import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract, ContractImpact, ContractView } from '@shared/api/contracts';
import type { ConsolidatedFunds } from '@shared/api/records';
import { buildAccountApp, type AccountTestApp } from '../../test/account-client';
import { patchMerchantConfig } from '../../test/app';
import { testDrivers } from '../../test/database';
import { contractBench, tiers, type ContractBench } from './test-contracts';

describe.each(testDrivers())('agent contracts on %s', (driver) => {
  let t: AccountTestApp;
  let b: ContractBench;

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    b = await contractBench(t);
    await b.add('alphaag', 2, 'demoagent');
    await b.add('betaag', 2, 'alphaag');
    await b.add('plainmember', 0, 'demoagent');
    for (const account of ['alphaag', 'betaag', 'plainmember']) await b.login(account);
  });
  afterAll(async () => t.close());

  const offer = (who: string, account: string, rows: [number, number, number][], periodType = 'daily') =>
    b.call<Contract>(who, 'POST', who === 'ops' ? '/ops-api/contracts/offers' : '/wps/agent/contracts/offers', { kind: 'dailyWage', account, periodType, tiers: tiers(...rows) });
  const accept = (who: string, id: number, confirm?: boolean) => b.call<Contract>(who, 'POST', `/wps/agent/contracts/${id}/accept`, confirm === undefined ? {} : { confirm });
  const view = async (who: string) => (await b.call<ContractView>(who, 'GET', '/wps/agent/contracts?kind=dailyWage')).body.value;

  it('lets the house offer a top-level agent a contract, which the agent sees as a request and accepts', async () => {
    const offered = await offer('ops', 'demoagent', [[0, 0, 100], [1_000_000, 3, 150]]);
    expect(offered.status).toBe(200);
    expect(offered.body.value).toMatchObject({ status: 'offered', upline: null, agent: { account: 'demoagent' }, periodType: 'daily' });
    const funds = await b.call<ConsolidatedFunds>('demoagent', 'GET', '/wps/member/info/funds/consolidated');
    expect(funds.body.value).toMatchObject({ dailysalreqtype: true, divtypereq: false, contractRequests: [{ kind: 'dailyWage', requestType: 'new', contractId: offered.body.value.id }] });
    // Only the agent it was made to may answer it.
    expect((await accept('alphaag', offered.body.value.id)).status).toBe(404);
    const accepted = await accept('demoagent', offered.body.value.id);
    expect(accepted.body.value).toMatchObject({ status: 'active' });
    expect((await accept('demoagent', offered.body.value.id)).body.code).toBe('contract_not_pending');
    const after = await b.call<ConsolidatedFunds>('demoagent', 'GET', '/wps/member/info/funds/consolidated');
    expect(after.body.value.dailysalreqtype).toBe(false);
    expect((await view('demoagent')).current?.tiers).toEqual(tiers([0, 0, 100], [1_000_000, 3, 150]));
  });

  it('refuses offers that break the rate invariant, name no direct downline agent, or are malformed', async () => {
    expect((await offer('demoagent', 'alphaag', [[0, 0, 120]])).body.code).toBe('contract_rate_above_upline');
    // Below 1,000,000 turnover the upline pays 1 %: a 1.2 % tier from 500,000 would exceed it there.
    expect((await offer('demoagent', 'alphaag', [[0, 0, 50], [500_000, 0, 120]])).body.code).toBe('contract_rate_above_upline');
    expect((await offer('demoagent', 'betaag', [[0, 0, 50]])).status).toBe(404);
    expect((await offer('demoagent', 'plainmember', [[0, 0, 50]])).status).toBe(404);
    expect((await offer('alphaag', 'betaag', [[0, 0, 50]])).body.code).toBe('contract_no_upline_contract');
    expect((await offer('ops', 'alphaag', [[0, 0, 50]])).body.errors).toEqual({ account: 'not_top_level' });
    for (const bad of [[[0, 0, -1]], [[0, 0, 10_001]], [[0.5, 0, 10]], [], Array.from({ length: 11 }, (_, i) => [i, 0, 1]), [[0, 0, 10], [0, 0, 20]]]) {
      const response = await b.call('demoagent', 'POST', '/wps/agent/contracts/offers', { kind: 'dailyWage', account: 'alphaag', periodType: 'daily', tiers: bad.map(([minTurnover, minActive, rateBp]) => ({ minTurnover, minActive, rateBp })) });
      expect(response.status).toBe(422);
    }
    const hostile = await b.call('demoagent', 'POST', '/wps/agent/contracts/offers', { kind: 'dailyWage', account: "x'; drop table members;--\u0000", periodType: 'daily', tiers: tiers([0, 0, 10]) });
    expect(hostile.status).toBeLessThan(500);
    expect((await b.call('demoagent', 'POST', '/wps/agent/contracts/offers', { kind: 'dailyWage', account: 'alphaag', periodType: 'weekly', tiers: tiers([0, 0, 10]) })).body.code).toBe('validation_failed');
  });

  it('chains contracts down the tree and ends downline contracts, after a warning, when an upline accepts lower rates', async () => {
    const toAlpha = await offer('demoagent', 'alphaag', [[0, 0, 80], [1_000_000, 3, 120]]);
    expect(toAlpha.status).toBe(200);
    expect((await offer('demoagent', 'alphaag', [[0, 0, 10]])).body.code).toBe('contract_pending_exists');
    expect((await accept('alphaag', toAlpha.body.value.id)).status).toBe(200);
    const toBeta = await offer('alphaag', 'betaag', [[0, 0, 60]]);
    expect((await accept('betaag', toBeta.body.value.id)).status).toBe(200);

    const lower = await offer('ops', 'demoagent', [[0, 0, 70]]);
    const impact = await b.call<ContractImpact>('demoagent', 'GET', `/wps/agent/contracts/${lower.body.value.id}/impact`);
    expect(impact.body.value.contracts.map((c) => [c.account, c.depth, c.reason])).toEqual([
      ['alphaag', 1, 'upline_rate_lowered'],
      ['betaag', 2, 'upline_contract_ended'],
    ]);
    const unconfirmed = await accept('demoagent', lower.body.value.id);
    expect([unconfirmed.status, unconfirmed.body.code]).toEqual([409, 'contract_ends_downlines']);
    expect((await view('alphaag')).current?.status).toBe('active');
    expect((await accept('demoagent', lower.body.value.id, true)).status).toBe(200);
    expect((await view('alphaag')).current).toBeNull();
    const history = (await view('alphaag')).history;
    expect(history.find((e) => e.event === 'auto_terminated' && e.agentAccount === 'alphaag')).toMatchObject({ reason: 'upline_rate_lowered' });
    expect(history.find((e) => e.event === 'auto_terminated' && e.agentAccount === 'betaag')).toMatchObject({ reason: 'upline_contract_ended' });
    const demo = await view('demoagent');
    expect(demo.downlines.find((d) => d.account === 'alphaag')).toMatchObject({ contract: null });
    expect(demo.history.map((e) => e.event)).toEqual(expect.arrayContaining(['replaced', 'accepted', 'offered', 'auto_terminated']));
  });

  it('ends a contract when the other side agrees to a termination, and keeps it when it refuses', async () => {
    const toAlpha = await offer('demoagent', 'alphaag', [[0, 0, 50]]);
    await accept('alphaag', toAlpha.body.value.id);
    const id = toAlpha.body.value.id;
    const asked = await b.call<Contract>('alphaag', 'POST', `/wps/agent/contracts/${id}/terminate`, {});
    expect(asked.body.value.termination).toMatchObject({ requestedBy: 'agent' });
    // The side that asked cannot answer its own request.
    expect((await b.call('alphaag', 'POST', `/wps/agent/contracts/${id}/termination/accept`, {})).body.code).toBe('contract_not_pending');
    const funds = await b.call<ConsolidatedFunds>('demoagent', 'GET', '/wps/member/info/funds/consolidated');
    expect(funds.body.value.contractRequests).toContainEqual({ kind: 'dailyWage', requestType: 'termination', contractId: id });
    // An answer needs no body (a plain API client posts none).
    const bare = await t.app.inject({ method: 'POST', url: `/wps/agent/contracts/${id}/termination/reject`, headers: { authorization: `Bearer ${b.tokens.demoagent}` } });
    expect(bare.json<{ value: Contract }>().value).toMatchObject({ status: 'active', termination: null });
    await b.call('demoagent', 'POST', `/wps/agent/contracts/${id}/terminate`, {});
    const ended = await b.call<Contract>('alphaag', 'POST', `/wps/agent/contracts/${id}/termination/accept`, {});
    expect(ended.body.value).toMatchObject({ status: 'terminated', endReason: 'terminated' });
    expect((await b.call('plainmember', 'GET', '/wps/agent/contracts?kind=dailyWage')).status).toBe(403);
  });

  it('hides and refuses a kind whose merchant flag is off', async () => {
    await patchMerchantConfig(t.app, { features: { hourlySalary: false } });
    const off = await b.call('demoagent', 'GET', '/wps/agent/contracts?kind=hourlySalary');
    expect([off.status, off.body.code]).toEqual([403, 'function_not_enabled']);
    const offered = await b.call('ops', 'POST', '/ops-api/contracts/offers', { kind: 'hourlySalary', account: 'demoagent', periodType: 'hourly', tiers: tiers([0, 0, 10]) });
    expect(offered.body.code).toBe('function_not_enabled');
    await patchMerchantConfig(t.app, { features: { hourlySalary: true } });
  });
});
