import {
  CONTRACT_KINDS,
  KIND_PERIOD_TYPES,
  maxRateOf,
  type Contract,
  type ContractEndReason,
  type ContractEvent,
  type ContractImpact,
  type ContractKind,
  type ContractPeriodType,
  type ContractRequest,
  type ContractStatus,
  type ContractView,
  type SettlementPage,
  type SettlementStatus,
} from '@shared/api/contracts';
import { AGENT_TYPES, isAgentType } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { agentMay } from '../agent/agent-permissions';
import type { Merchant } from '../merchant/directory';
import { contractRulesOf, kindOn, requireKind } from './config';
import type { Ending } from './contract-impact';
import * as repo from './contract-repository';
import { settlementsOf, settlementTotals } from './view-repository';

type Accounts = Map<number, string>;

const party = (id: number, accounts: Accounts) => ({ id, account: accounts.get(id) ?? '' });

export function contractOut(row: repo.ContractRow, accounts: Accounts): Contract {
  return {
    id: row.id,
    kind: row.kind as ContractKind,
    periodType: row.periodType as ContractPeriodType,
    tiers: row.tiers,
    status: row.status as ContractStatus,
    upline: row.uplineId === null ? null : party(row.uplineId, accounts),
    agent: party(row.agentId, accounts),
    offeredAt: row.offeredAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: (row.endReason as ContractEndReason | null) ?? null,
    termination:
      row.terminationRequestedBy === null || row.terminationRequestedAt === null || row.terminationExpiresAt === null
        ? null
        : { requestedBy: row.terminationRequestedBy as 'upline' | 'agent', requestedAt: row.terminationRequestedAt.toISOString(), expiresAt: row.terminationExpiresAt.toISOString() },
  };
}

/** A contract row as the API answers it, with both parties' accounts. */
export async function contractAnswer(db: Db, row: repo.ContractRow): Promise<Contract> {
  return contractOut(row, await repo.accountsOf(db, [row.agentId, ...(row.uplineId === null ? [] : [row.uplineId])]));
}

export function impactAnswer(endings: readonly Ending[], accounts: Accounts): ContractImpact {
  return { contracts: endings.map((e) => ({ contractId: e.contract.id, account: accounts.get(e.contract.agentId) ?? '', depth: e.depth, reason: e.reason })) };
}

export async function impactOut(db: Db, endings: readonly Ending[]): Promise<ContractImpact> {
  return impactAnswer(endings, await repo.accountsOf(db, endings.map((e) => e.contract.agentId)));
}

const requireAgent = (member: { type: number }) => {
  if (!isAgentType(member.type)) throw new AppError('forbidden', 'Only agents have contracts');
};

/** An agent's page of one kind: its contract, offers to it, its downline agents' contracts, history. */
export async function contractView(db: Db, merchant: Merchant, member: { id: number; type: number }, kind: ContractKind, now = new Date()): Promise<ContractView> {
  requireKind(merchant.config, kind);
  requireAgent(member);
  const rows = await repo.contractsAround(db, merchant.id, member.id, kind);
  const downlines = await repo.downlineAgents(db, merchant.id, member.id, AGENT_TYPES);
  const events = await repo.recentEvents(db, merchant.id, member.id, kind, 30);
  const accounts = await repo.accountsOf(db, [member.id, ...rows.flatMap((r) => [r.agentId, r.uplineId ?? r.agentId]), ...events.flatMap((e) => [e.agentId, ...actorIds(e.event.actor)])]);
  for (const d of downlines) accounts.set(d.id, d.account);
  const open = (r: repo.ContractRow) => r.status === 'offered' && r.expiresAt.getTime() > now.getTime();
  const current = rows.find((r) => r.agentId === member.id && r.status === 'active');
  const rules = contractRulesOf(merchant.config);
  return {
    kind,
    currency: merchant.config.currency.code,
    periodTypes: current ? [current.periodType as ContractPeriodType] : [...KIND_PERIOD_TYPES[kind]],
    current: current ? contractOut(current, accounts) : null,
    offers: rows.filter((r) => r.agentId === member.id && open(r)).map((r) => contractOut(r, accounts)),
    mayOffer: current !== undefined && maxRateOf(current.tiers) > 0 && agentMay(merchant.config, member.type, 'offerContracts') && downlines.length > 0,
    downlines: downlines.map((d) => {
      const contract = rows.find((r) => r.agentId === d.id && r.uplineId === member.id && r.status === 'active');
      const offer = rows.find((r) => r.agentId === d.id && r.uplineId === member.id && open(r));
      return { id: d.id, account: d.account, contract: contract ? contractOut(contract, accounts) : null, offer: offer ? contractOut(offer, accounts) : null };
    }),
    history: events.map(({ event, agentId }) => ({
      id: event.id,
      contractId: event.contractId,
      kind,
      event: event.event as ContractEvent,
      actor: event.actor,
      actorAccount: actorIds(event.actor).map((id) => accounts.get(id) ?? null)[0] ?? null,
      agentAccount: accounts.get(agentId) ?? '',
      reason: event.reason,
      tiers: event.tiers,
      periodType: event.periodType as ContractPeriodType,
      at: event.at.toISOString(),
    })),
    activeMemberMinBet: rules.activeMemberMinBet,
    requestExpiryHours: rules.requestExpiryHours,
  };
}

const actorIds = (actor: string): number[] => (/^member:(\d+)$/u.exec(actor) ? [Number(actor.slice(7))] : []);

/** The agent's settlements of one kind (received and paid), with their inputs and totals. */
export async function settlementPage(db: Db, merchant: Merchant, member: { id: number; type: number }, q: { kind: ContractKind; role?: 'received' | 'paid'; page: number; size: number }): Promise<SettlementPage> {
  requireKind(merchant.config, q.kind);
  requireAgent(member);
  const { rows, total } = await settlementsOf(db, { merchantId: merchant.id, agentId: member.id, ...q });
  const accounts = await repo.accountsOf(db, rows.flatMap((r) => [r.agentId, ...(r.payerId === null ? [] : [r.payerId])]));
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: q.kind,
      contractId: r.contractId,
      periodStart: r.periodStart.toISOString(),
      periodEnd: r.periodEnd.toISOString(),
      role: r.agentId === member.id ? 'received' : 'paid',
      agentAccount: accounts.get(r.agentId) ?? '',
      payerAccount: r.payerId === null ? null : (accounts.get(r.payerId) ?? ''),
      turnover: r.turnover,
      activeMembers: r.activeMembers,
      netLoss: r.netLoss,
      carriedIn: r.carriedIn,
      tier: r.tier,
      rateBp: r.rateBp,
      amount: r.amount,
      paid: r.paid,
      status: r.status as SettlementStatus,
      settledAt: r.settledAt.toISOString(),
    })),
    total,
    page: q.page,
    size: q.size,
    currency: merchant.config.currency.code,
    totals: await settlementTotals(db, merchant.id, member.id, q.kind),
  };
}

/** Offers to the member and termination requests the other side made, of every kind that is on. */
export async function contractRequests(db: Db, merchant: Merchant, memberId: number, now = new Date()): Promise<ContractRequest[]> {
  const rows = await repo.contractsAround(db, merchant.id, memberId);
  const out: ContractRequest[] = [];
  for (const r of rows) {
    const kind = r.kind as ContractKind;
    if (!kindOn(merchant.config, kind)) continue;
    if (r.status === 'offered' && r.agentId === memberId && r.expiresAt.getTime() > now.getTime()) out.push({ kind, requestType: 'new', contractId: r.id });
    const side = r.agentId === memberId ? 'agent' : 'upline';
    const openTermination = r.status === 'active' && r.terminationRequestedBy !== null && (r.terminationExpiresAt?.getTime() ?? 0) > now.getTime();
    if (openTermination && r.terminationRequestedBy !== side) out.push({ kind, requestType: 'termination', contractId: r.id });
  }
  return out;
}

/** The highest rate of each kind (that is on) each agent has in force: team management's column. */
export async function contractRatesOf(db: Db, merchant: Merchant, agentIds: readonly number[]): Promise<Map<number, { kind: ContractKind; rateBp: number }[]>> {
  const out = new Map<number, { kind: ContractKind; rateBp: number }[]>();
  for (const row of await repo.activeContractsOf(db, agentIds)) {
    const kind = row.kind as ContractKind;
    if (!kindOn(merchant.config, kind)) continue;
    out.set(row.agentId, [...(out.get(row.agentId) ?? []), { kind, rateBp: maxRateOf(row.tiers) }]);
  }
  for (const list of out.values()) list.sort((a, b) => CONTRACT_KINDS.indexOf(a.kind) - CONTRACT_KINDS.indexOf(b.kind));
  return out;
}
