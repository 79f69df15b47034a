import { expect, type APIRequestContext } from '@playwright/test';
import type { Contract, ContractOfferBody, ContractTier } from '../../../src/shared/api/contracts';
import { operatorToken } from './wallet-accounts';

/** Helpers of the contract journeys (issue 19): the house's offers and the agents' answers through the API. */

async function valueOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, `${response.url()}: ${JSON.stringify(body)}`).toBe(true);
  return body.value;
}

/** The house offers a top-level agent a contract, daily wages unless said (the operator API the ops command shares). */
export async function houseOffer(request: APIRequestContext, account: string, tiers: ContractTier[], kind: 'dailyWage' | 'hourlySalary' = 'dailyWage'): Promise<Contract> {
  const body: ContractOfferBody = { kind, account, periodType: kind === 'dailyWage' ? 'daily' : 'hourly', tiers };
  const token = await operatorToken(request);
  return valueOf<Contract>(await request.post('/ops-api/contracts/offers', { data: body, headers: { authorization: `Bearer ${token}` } }));
}

/** An agent accepts an offer, confirming whatever it ends below. */
export async function acceptOffer(request: APIRequestContext, token: string, id: number): Promise<Contract> {
  return valueOf<Contract>(await request.post(`/wps/agent/contracts/${id}/accept`, { data: { confirm: true }, headers: { authorization: `Bearer ${token}` } }));
}

/** An agent rejects an offer. */
export async function rejectOffer(request: APIRequestContext, token: string, id: number): Promise<Contract> {
  return valueOf<Contract>(await request.post(`/wps/agent/contracts/${id}/reject`, { data: {}, headers: { authorization: `Bearer ${token}` } }));
}

/** The operator settles a closed period (`npm run ops -- settlement run` over the operator API). */
export async function settleDay(request: APIRequestContext, day: string): Promise<{ status: string; contracts?: number; total?: number }> {
  const token = await operatorToken(request);
  return valueOf(await request.post('/ops-api/contract-settlements/run', { data: { kind: 'dailyWage', period: day }, headers: { authorization: `Bearer ${token}` } }));
}
