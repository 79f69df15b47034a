import { CONTRACT_KINDS, type ContractPeriodType } from '@shared/api/contracts';
import type { AgentChildren, AgentDetail, AgentList, AgentMatch, AgentNode, AgentPeriod, AgentSettlementKind } from '@shared/api/console-agents';
import { isAgentType } from '@shared/constants';
import { dayText, zonedDay } from '@shared/date-range';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { revenueReport, teamOverview, type PeriodQuery } from '../agent/team-service';
import { downlineRecords } from '../agent/team-repository';
import { uplineChain } from '../agent/tree-repository';
import { kindOn, zoneOfConfig } from '../contracts/config';
import { accountsOf, findContract } from '../contracts/contract-repository';
import { contractOut, settlementPage } from '../contracts/view-service';
import type { Merchant } from '../merchant/directory';
import * as repo from './repository';

/** How many contracts and settlements (per kind) an agent's page shows. */
const CONTRACTS_SHOWN = 30;
const SETTLEMENTS_SHOWN = 10;

const notAgent = (account: string) => new AppError('not_found', `No agent ${account}`, { account: 'not_found' });

async function nodesOf(db: Db, rows: readonly repo.MemberRow[]): Promise<AgentNode[]> {
  const counts = await repo.treeCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(row.type),
    status: row.status,
    direct: counts.get(row.id)?.direct ?? 0,
    teamSize: counts.get(row.id)?.teamSize ?? 0,
  }));
}

/** A member's uplines as accounts, the top first (the closure table keeps them nearest first). */
async function chainOf(db: Db, memberId: number): Promise<string[]> {
  const ids = await uplineChain(db, memberId);
  const accounts = await accountsOf(db, ids);
  return ids.map((id) => accounts.get(id) ?? '').reverse();
}

/** The top-level agents, or the members whose account contains `q`, each with its upline chain. */
export async function agentList(db: Db, merchantId: number, q: string | undefined, limit: number): Promise<AgentList> {
  const text = q?.trim() ? q.trim() : null;
  const rows = text === null ? await repo.topLevelAgents(db, merchantId, limit) : await repo.membersMatching(db, merchantId, text, limit);
  const shown = rows.slice(0, limit);
  const nodes = await nodesOf(db, shown);
  const list: AgentMatch[] = [];
  for (const node of nodes) list.push({ ...node, chain: text === null ? [] : await chainOf(db, node.id) });
  return { q: text, list, more: rows.length > limit };
}

async function agentOf(db: Db, merchant: Merchant, account: string): Promise<repo.MemberRow> {
  const member = await repo.memberByAccount(db, merchant.id, account);
  if (!member || !isAgentType(member.type)) throw notAgent(account);
  return member;
}

/** An agent's direct downlines, a page at a time (the team-management list's order: newest first). */
export async function agentChildren(db: Db, merchant: Merchant, account: string, page: number, size: number, now: Date): Promise<AgentChildren> {
  const agent = await agentOf(db, merchant, account);
  const today = { from: now, to: now };
  const scope = { merchantId: merchant.id, currency: merchant.config.currency.code, agentId: agent.id };
  const { rows, total } = await downlineRecords(db, scope, { parentId: agent.id, page, size }, today);
  const list = await nodesOf(
    db,
    rows.map((r) => ({ ...r, uplineId: agent.id, createdAt: r.registeredAt })),
  );
  return { list, total, page, size };
}

/** The report period of a console preset; last month is the calendar month before today's, in the merchant's zone. */
export function periodQueryOf(period: AgentPeriod, now: Date, timeZone: string): PeriodQuery {
  if (period !== 'lastMonth') return { preset: period };
  const today = zonedDay(now, timeZone);
  const year = today.month === 1 ? today.year - 1 : today.year;
  const month = today.month === 1 ? 12 : today.month - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { preset: 'custom', from: dayText({ year, month, day: 1 }), to: dayText({ year, month, day: last }) };
}

async function settlementsOf(db: Db, merchant: Merchant, agent: { id: number; type: number }): Promise<AgentSettlementKind[]> {
  const out: AgentSettlementKind[] = [];
  for (const kind of CONTRACT_KINDS.filter((k) => kindOn(merchant.config, k))) {
    const page = await settlementPage(db, merchant, agent, { kind, page: 1, size: SETTLEMENTS_SHOWN });
    // Void and rerun name the run by its period type: the type of the contract each settlement paid.
    const types = new Map<number, ContractPeriodType>();
    for (const id of new Set(page.list.map((s) => s.contractId))) {
      const contract = await findContract(db, merchant.id, id);
      if (contract) types.set(id, contract.periodType as ContractPeriodType);
    }
    const list = page.list.map((s) => ({ ...s, periodType: types.get(s.contractId) ?? 'daily' }));
    out.push({ kind, total: page.total, totals: page.totals, list });
  }
  return out;
}

/** An agent's page: profile and chain, the team's figures over the period, contracts, settlements. */
export async function agentDetail(db: Db, merchant: Merchant, account: string, period: AgentPeriod, now: Date): Promise<AgentDetail> {
  const agent = await agentOf(db, merchant, account);
  const query = periodQueryOf(period, now, zoneOfConfig(merchant.config));
  const overview = await teamOverview(db, merchant, agent, query, now);
  const revenue = await revenueReport(db, merchant, agent, query, now);
  const [node] = await nodesOf(db, [agent]);
  if (!node) throw notAgent(account);
  const rows = await repo.contractsOf(db, merchant.id, agent.id, CONTRACTS_SHOWN);
  const accounts = await accountsOf(
    db,
    rows.flatMap((r) => [r.agentId, ...(r.uplineId === null ? [] : [r.uplineId])]),
  );
  const { figures } = overview;
  return {
    profile: { ...node, chain: await chainOf(db, agent.id), registeredAt: agent.createdAt.toISOString() },
    period: { key: period, from: overview.period.from, to: overview.period.to, timeZone: overview.period.timeZone },
    currency: overview.currency,
    figures: {
      members: overview.teamSize.total,
      direct: overview.teamSize.direct,
      newRegistrations: overview.newRegistrations,
      firstDeposits: overview.firstDeposits,
      activeMembers: figures.activeMembers,
      deposits: figures.deposits,
      depositCount: figures.depositCount,
      withdrawals: figures.withdrawals,
      withdrawalCount: figures.withdrawalCount,
      validBets: figures.validBets,
      betCount: figures.betCount,
      wins: figures.wins,
      netWinLoss: figures.netWinLoss,
      teamBalance: overview.teamBalance,
      revenue: revenue.totals,
    },
    contracts: rows.map((row) => contractOut(row, accounts)),
    settlements: await settlementsOf(db, merchant, agent),
  };
}
