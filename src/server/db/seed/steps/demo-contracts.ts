import { and, eq, inArray } from 'drizzle-orm';
import { acceptOffer, memberActor, offerContract, type ContractActor } from '../../../modules/contracts/contract-service';
import { requestTermination } from '../../../modules/contracts/termination-service';
import type { Merchant } from '../../../modules/merchant/directory';
import { listMerchants } from '../../../modules/merchant/repository';
import { agentContracts, members, operators } from '../../schema';
import { DEMO_AGENT } from '../data/demo-accounts';
import { DEMO_CONTRACTS, DEMO_HISTORY_HOURS, DEMO_PENDING_OFFER, DEMO_PENDING_TERMINATION, type DemoContract } from '../data/demo-contracts';
import { DEMO_OPERATOR } from '../data/demo-operators';
import type { SeedTx } from '../db-types';
import { settleDemoHistory, type KindHistory } from './demo-settlements';

const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface DemoContractsResult {
  contracts: number;
  runs: number;
  settlements: number;
}

interface Party {
  id: number;
  type: number;
  createdAt: Date;
}

/** The agents the contracts name, by account. */
async function partiesOf(tx: SeedTx, merchantId: number): Promise<Map<string, Party>> {
  const accounts = [...new Set([...DEMO_CONTRACTS, DEMO_PENDING_OFFER].flatMap((c) => [c.agent, c.upline ?? DEMO_AGENT.account]))];
  const rows = await tx
    .select({ id: members.id, account: members.account, type: members.type, createdAt: members.createdAt })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.account, accounts)));
  return new Map(rows.map((row) => [row.account, row]));
}

/** The house's hand: the demo operator acting for the merchant (memberId null). */
async function houseActor(tx: SeedTx, merchantId: number): Promise<ContractActor> {
  const [operator] = await tx.select({ id: operators.id }).from(operators).where(and(eq(operators.merchantId, merchantId), eq(operators.username, DEMO_OPERATOR.username)));
  return { memberId: null, memberType: 0, actor: operator ? `operator:${operator.id}` : 'system' };
}

/**
 * One contract offered and accepted through the services at past times: the house's an hour or
 * more before its kind's history starts, a sub-agent's once both it and its upline's contract exist.
 * Answers the acceptance time.
 */
async function signContract(tx: SeedTx, merchant: Merchant, parties: Map<string, Party>, house: ContractActor, contract: DemoContract, after: Date): Promise<Date> {
  const agent = parties.get(contract.agent);
  const upline = contract.upline === null ? undefined : parties.get(contract.upline);
  if (!agent || (contract.upline !== null && !upline)) throw new Error(`demo contracts: ${contract.upline ?? 'house'} → ${contract.agent} is missing`);
  const offerer = upline ? memberActor(upline) : house;
  // A sub-agent signs once it exists (the demo agent itself was made by the first seed, today: its history is older).
  const offeredAt = new Date(Math.max(after.getTime() + 10 * MINUTE, upline ? agent.createdAt.getTime() + HOUR : 0));
  const body = { kind: contract.kind, account: contract.agent, periodType: contract.periodType, tiers: contract.tiers };
  const offer = await offerContract(tx, merchant, offerer, body, offeredAt);
  const acceptedAt = new Date(offeredAt.getTime() + 40 * MINUTE);
  await acceptOffer(tx, merchant, memberActor(agent), offer.id, false, acceptedAt);
  return acceptedAt;
}

/**
 * The demo agent tree's contracts (data/demo-contracts.ts) with their settled history, one offer
 * and one termination request left for the agents to answer. Written once: when the demo agent has
 * any contract row (of any status) the step does nothing, so a second run changes nothing.
 */
export async function seedDemoContracts(tx: SeedTx, merchantId: number, now: Date): Promise<DemoContractsResult> {
  const parties = await partiesOf(tx, merchantId);
  const demoAgent = parties.get(DEMO_AGENT.account);
  if (!demoAgent) return { contracts: 0, runs: 0, settlements: 0 };
  const [existing] = await tx.select({ id: agentContracts.id }).from(agentContracts).where(eq(agentContracts.agentId, demoAgent.id)).limit(1);
  if (existing) return { contracts: 0, runs: 0, settlements: 0 };
  const merchant = (await listMerchants(tx)).find((m) => m.id === merchantId);
  if (!merchant) throw new Error('demo contracts: no merchant');
  const house = await houseActor(tx, merchantId);

  // Each kind's contracts are signed a little before its history starts; an upline's before its downlines'.
  const signed = new Map<string, Date>();
  const histories: KindHistory[] = [];
  for (const contract of DEMO_CONTRACTS) {
    const historyStart = now.getTime() - DEMO_HISTORY_HOURS[contract.kind] * HOUR;
    const after = contract.upline === null ? new Date(historyStart - 3 * HOUR) : (signed.get(`${contract.kind}:${contract.upline}`) ?? new Date(historyStart));
    const acceptedAt = await signContract(tx, merchant, parties, house, contract, after);
    signed.set(`${contract.kind}:${contract.agent}`, acceptedAt);
    if (contract.upline === null) histories.push({ kind: contract.kind, periodType: contract.periodType, from: acceptedAt });
  }
  const settled = await settleDemoHistory(tx, merchant, histories, now);

  // Left for the agents to answer (they lapse after the merchant's requestExpiryHours).
  const offerer = parties.get(DEMO_PENDING_OFFER.upline ?? '');
  if (!offerer) throw new Error('demo contracts: the pending offer has no upline');
  const { kind, periodType, tiers } = DEMO_PENDING_OFFER;
  await offerContract(tx, merchant, memberActor(offerer), { kind, periodType, tiers, account: DEMO_PENDING_OFFER.agent }, new Date(now.getTime() - 50 * MINUTE));
  const ending = parties.get(DEMO_PENDING_TERMINATION.agent);
  const [toEnd] = ending
    ? await tx
        .select({ id: agentContracts.id })
        .from(agentContracts)
        .where(and(eq(agentContracts.agentId, ending.id), eq(agentContracts.kind, DEMO_PENDING_TERMINATION.kind), eq(agentContracts.status, 'active')))
    : [];
  if (!ending || !toEnd) throw new Error('demo contracts: no contract to ask to end');
  await requestTermination(tx, merchant, memberActor(ending), toEnd.id, new Date(now.getTime() - 2 * HOUR));
  return { contracts: DEMO_CONTRACTS.length + 1, ...settled };
}
