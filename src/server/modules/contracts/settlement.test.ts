import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementPage } from '@shared/api/contracts';
import type { RevenueReport } from '@shared/api/agent';
import { buildAccountApp, type AccountTestApp } from '../../test/account-client';
import { patchMerchantConfig } from '../../test/app';
import { testDrivers } from '../../test/database';
import { balanceOf } from '../ledger/service';
import { verifyLedger } from '../ledger/verifier';
import { acceptOffer, offerContract, type ContractActor } from './contract-service';
import { contractPeriodContaining } from './periods';
import { contractBench, tiers, type ContractBench } from './test-contracts';

const DAY = 86_400_000;

describe.each(testDrivers())('contract settlements on %s', (driver) => {
  let t: AccountTestApp;
  let b: ContractBench;
  const zone = 'Asia/Bangkok';
  // Three closed days of the merchant's zone: contracts from the first, play on the next two.
  const today = contractPeriodContaining('daily', new Date(), zone);
  const day = (back: number) => ({ start: new Date(today.start.getTime() - back * DAY), end: new Date(today.end.getTime() - back * DAY) });
  const noon = (back: number) => new Date(day(back).start.getTime() + DAY / 2);
  const dayText = (back: number) => new Date(day(back).start.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  const balance = async (account: string) => balanceOf(b.db, b.merchantId, 'THB', { kind: 'player_main', memberId: b.ids[account] ?? 0 });
  const settle = (action: string, kind: string, back: number) => b.call<Record<string, unknown>>('ops', 'POST', `/ops-api/contract-settlements/${action}`, { kind, periodType: 'daily', period: dayText(back) });
  const page = async (who: string, kind = 'dividend') => (await b.call<SettlementPage>(who, 'GET', `/wps/agent/settlements?kind=${kind}`)).body.value;

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    await patchMerchantConfig(t.app, { timeZone: zone, contracts: { dividendShortfall: 'owe', dividendCarryOver: true, activeMemberMinBet: 100 } });
    b = await contractBench(t);
    await b.add('loserag', 2, 'demoagent');
    await b.add('winnerag', 2, 'demoagent');
    await b.add('loser', 0, 'loserag');
    await b.add('winner', 0, 'winnerag');
    for (const account of ['loserag', 'winnerag']) await b.login(account);
    const merchant = await b.merchant();
    const actor = (account: string | null): ContractActor => (account === null ? { memberId: null, memberType: 0, actor: 'operator:test' } : { memberId: b.ids[account] ?? 0, memberType: account === 'demoagent' ? 1 : 2, actor: `member:${b.ids[account]}` });
    const contract = async (kind: 'dividend' | 'dailyWage', upline: string | null, agent: string, rate: number) => {
      const offer = await offerContract(b.db, merchant, actor(upline), { kind, account: agent, periodType: 'daily', tiers: tiers([0, 0, rate]) }, noon(3));
      await acceptOffer(b.db, merchant, actor(agent), offer.id, false, noon(3));
    };
    await contract('dividend', null, 'demoagent', 3_000);
    await contract('dividend', 'demoagent', 'loserag', 2_000);
    await contract('dividend', 'demoagent', 'winnerag', 2_000);
    await contract('dailyWage', null, 'demoagent', 100);
    await contract('dailyWage', 'demoagent', 'loserag', 60);
  });
  afterAll(async () => t.close());

  it("owes a downline's dividend the upline cannot cover, pays it first from the next income, and carries a winning team's result", async () => {
    await b.play('loser', 10_000, 0, noon(2));
    await b.play('winner', 10_000, 30_000, noon(2));
    expect((await settle('run', 'dividend', 2)).body.value).toMatchObject({ status: 'settled', contracts: 3 });
    // The whole team won 10,000: nothing for demoagent, yet it owes loserag 20 % of its team's 10,000 loss.
    expect(await balance('demoagent')).toBe(0);
    const owed = await page('loserag');
    expect(owed.list[0]).toMatchObject({ role: 'received', netLoss: 10_000, rateBp: 2_000, amount: 2_000, paid: 0, status: 'partial', payerAccount: 'demoagent' });
    expect(owed.totals).toMatchObject({ owedToMe: 2_000 });
    expect((await page('winnerag')).list[0]).toMatchObject({ netLoss: -20_000, amount: 0, status: 'zero' });

    await b.play('loser', 20_000, 0, noon(1));
    await settle('run', 'dividend', 1);
    // demoagent: 20,000 lost, minus the 10,000 its team won the day before = 3,000 from the house;
    // it first pays the 2,000 it owes, then 1,000 of loserag's 4,000; winnerag's carried loss eats its day.
    const demo = await page('demoagent');
    expect(demo.list.find((s) => s.role === 'received' && s.periodStart === day(1).start.toISOString())).toMatchObject({ netLoss: 20_000, carriedIn: -10_000, amount: 3_000, paid: 3_000, payerAccount: null });
    expect(demo.totals).toMatchObject({ received: 3_000, paid: 3_000, owedByMe: 3_000 });
    expect((await page('loserag')).list.map((s) => [s.amount, s.paid, s.status])).toEqual([
      [4_000, 1_000, 'partial'],
      [2_000, 2_000, 'paid'],
    ]);
    expect((await page('winnerag')).list[0]).toMatchObject({ netLoss: 0, carriedIn: -20_000, amount: 0 });
    expect(await balance('loserag')).toBe(3_000);
    expect((await settle('run', 'dividend', 1)).body.value).toMatchObject({ status: 'already' });
    const revenue = await b.call<RevenueReport>('loserag', 'GET', '/wps/agent/revenue?preset=previous7');
    expect(revenue.body.value.totals).toMatchObject({ dividend: 3_000, total: 3_000 });
  });

  it('voids a run by reversing its transfers and settles it again under a new generation', async () => {
    // 1 % of demoagent's team's 20,000 turnover from the house, 0.6 % of loserag's 20,000 from demoagent.
    expect((await settle('run', 'dailyWage', 1)).body.value).toMatchObject({ status: 'settled', contracts: 2, total: 200 + 120 });
    const before = await balance('loserag');
    expect((await page('loserag', 'dailyWage')).list[0]).toMatchObject({ turnover: 20_000, activeMembers: 1, rateBp: 60, amount: 120, paid: 120 });
    expect((await settle('void', 'dailyWage', 1)).status).toBe(200);
    expect(await balance('loserag')).toBe(before - 120);
    expect((await page('loserag', 'dailyWage')).list[0]).toMatchObject({ status: 'voided' });
    expect((await settle('void', 'dailyWage', 1)).status).toBe(404);
    expect((await settle('rerun', 'dailyWage', 1)).body.value).toMatchObject({ status: 'settled', generation: 1 });
    expect(await balance('loserag')).toBe(before);
    expect((await page('loserag', 'dailyWage')).list.map((s) => s.status)).toEqual(['paid', 'voided']);
    expect((await verifyLedger(b.db)).drift).toEqual([]);
  });

  it('settles a contract dated into a settled period once, and only that contract', async () => {
    expect((await settle('run', 'dailyWage', 2)).body.value).toMatchObject({ status: 'settled', contracts: 2 });
    const offered = await b.call<{ id: number }>('demoagent', 'POST', '/wps/agent/contracts/offers', { kind: 'dailyWage', account: 'winnerag', periodType: 'daily', tiers: tiers([0, 0, 50]) });
    await b.call('winnerag', 'POST', `/wps/agent/contracts/${offered.body.value.id}/accept`, {});
    expect((await t.app.inject({ method: 'POST', url: `/dev/contracts/${offered.body.value.id}/backdate`, payload: { hours: 72 } })).statusCode).toBe(200);
    const demoBefore = await balance('demoagent');
    // winnerag's team turned over 10,000 two days ago: 0.5 % of it, from demoagent's wallet.
    expect((await settle('run', 'dailyWage', 2)).body.value).toMatchObject({ status: 'settled', generation: 0, contracts: 3 });
    expect((await page('winnerag', 'dailyWage')).list[0]).toMatchObject({ turnover: 10_000, amount: 50, paid: 50, payerAccount: 'demoagent' });
    expect((await settle('run', 'dailyWage', 2)).body.value).toMatchObject({ status: 'already' });
    expect(await balance('demoagent')).toBe(demoBefore - 50);
    expect((await t.app.inject({ method: 'POST', url: '/dev/contracts/999999/backdate', payload: { hours: 1 } })).statusCode).toBe(404);
  });

  it('refuses periods that have not closed, malformed ones and unknown kinds', async () => {
    expect((await settle('run', 'dailyWage', 0)).body).toMatchObject({ code: 'validation_failed', errors: { period: 'not_closed' } });
    for (const period of ['yesterday', '2026-13-01', '2026-02-30', "1'; drop table members;--"]) {
      const response = await b.call('ops', 'POST', '/ops-api/contract-settlements/run', { kind: 'dailyWage', period });
      expect([response.status, period]).toEqual([422, period]);
    }
    expect((await b.call('ops', 'POST', '/ops-api/contract-settlements/run', { kind: 'lottery', period: dayText(1) })).status).toBe(422);
    expect((await b.call('ops', 'POST', '/ops-api/contract-settlements/run', { kind: 'dailyWage', periodType: 'hourly', period: dayText(1) })).status).toBe(422);
    expect((await b.call('demoagent', 'POST', '/ops-api/contract-settlements/run', { kind: 'dailyWage', period: dayText(1) })).status).toBe(401);
  });
});
