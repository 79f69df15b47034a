import { isAgentType } from '@shared/constants';
import { dateRangeOf, dayText, parseDay, zonedDay, zonedMidnight, type DateRangeSelection } from '@shared/date-range';
import { MAX_REPORT_DAYS, REVENUE_SOURCES, TEAM_MOVEMENT_TYPES, type RevenueReport, type RevenueSource, type DownlinePage, type TeamBetPage, type TeamOverview, type TeamStatement, type TeamTransactionPage } from '@shared/api/agent';
import type { GameType, Language } from '@shared/constants';
import type { RoundStatus } from '@shared/api/record-kinds';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { contractRatesOf } from '../contracts/view-service';
import type { Merchant } from '../merchant/directory';
import { catchUpTeamTotals, downlineStatements, teamDays, teamFigures, teamNow, totalOf, type DayRange, type Period } from './report-repository';
import { roundPage } from '../records/bet-service';
import { entryPage } from '../records/service';
import * as team from './team-repository';
import { downlineByAccount } from './tree-repository';

export interface AgentRef {
  id: number;
  type: number;
}

export interface PeriodQuery {
  preset: DateRangeSelection['preset'];
  from?: string;
  to?: string;
}

const DAY = 86_400_000;

/** Every agent call starts here: members who are not agents get 403 whatever they ask. */
export function requireAgent(member: AgentRef): void {
  if (!isAgentType(member.type)) throw new AppError('forbidden', 'Only agents have a team');
}

const zoneOf = (merchant: Merchant) => merchant.config.timeZone ?? DEFAULT_TIME_ZONE;
const currencyOf = (merchant: Merchant) => merchant.config.currency.code;

/** A preset or custom period in the merchant's zone, as instants; a bad custom period names its field. */
export function reportPeriod(query: PeriodQuery, now: Date, timeZone: string): Period {
  if (query.preset === 'custom') {
    if (!query.from || !query.to) throw new AppError('validation_failed', 'A custom period needs from and to', { [query.from ? 'to' : 'from']: 'required' });
    if (query.to < query.from) throw new AppError('validation_failed', 'The period ends before it starts', { to: 'before_from' });
  }
  // Reports count whole days of the zone: the last 7 or 30 days are today and the days before it.
  const rolling = query.preset === 'previous7' ? 7 : query.preset === 'previous30' ? 30 : 0;
  const today = zonedDay(now, timeZone);
  const selection = rolling > 0 ? { preset: 'custom' as const, from: dayText(zonedDay(zonedMidnight({ ...today, day: today.day - rolling + 1 }, timeZone), timeZone)), to: dayText(today) } : query;
  const range = dateRangeOf({ preset: selection.preset, from: selection.from, to: selection.to }, now, timeZone);
  if (!range) throw new AppError('validation_failed', 'Not a calendar day', { from: 'invalid_date' });
  if (range.to.getTime() - range.from.getTime() > MAX_REPORT_DAYS * DAY + 2 * 3_600_000) {
    throw new AppError('validation_failed', `A period spans at most ${MAX_REPORT_DAYS} days`, { to: 'too_long' });
  }
  return range;
}

/** The calendar days of the zone a day-aligned period covers, both included. */
export function daysOf(period: Period, timeZone: string): DayRange {
  return { from: dayText(zonedDay(period.from, timeZone)), to: dayText(zonedDay(new Date(period.to.getTime() - 1), timeZone)) };
}

const periodView = (period: Period, timeZone: string) => ({ from: period.from.toISOString(), to: period.to.toISOString(), timeZone });

/**
 * The member whose team is asked about: the agent itself, or a member of its team. Anyone else (a
 * sibling, the upline, another merchant's member, an id that does not exist) gets the same answer,
 * so the refusal reveals nothing.
 */
async function teamMember(db: Db, agent: AgentRef, memberId: number | undefined): Promise<number> {
  if (memberId === undefined || memberId === agent.id) return agent.id;
  const level = await team.levelBelow(db, agent.id, memberId);
  if (level === undefined) throw new AppError('not_found', 'No such member in your team');
  return memberId;
}

export async function teamOverview(db: Db, merchant: Merchant, agent: AgentRef, query: PeriodQuery, now = new Date()): Promise<TeamOverview> {
  requireAgent(agent);
  const timeZone = zoneOf(merchant);
  const period = reportPeriod(query, now, timeZone);
  const scope = { merchantId: merchant.id, currency: currencyOf(merchant), agentId: agent.id };
  const days = daysOf(period, timeZone);
  await catchUpTeamTotals(db);
  const [current, { firstDeposits, registrations, ...figures }, daily] = [await teamNow(db, scope), await teamFigures(db, scope, days), await teamDays(db, scope, days)];
  return {
    period: periodView(period, timeZone),
    currency: scope.currency,
    teamSize: { direct: current.direct, total: current.total },
    newRegistrations: registrations,
    firstDeposits,
    figures,
    teamBalance: current.balance,
    daily: daily.map((d) => ({ day: d.day, deposits: d.deposits, withdrawals: d.withdrawals, validBets: d.validBets, wins: d.wins, netWinLoss: d.wins + d.bonuses + d.rebates - d.validBets })),
  };
}

export interface DownlineQuery extends PeriodQuery {
  parent?: number;
  account?: string;
  kind?: 'member' | 'agent';
  status?: 'ACTIVE' | 'BLOCKED';
  registeredFrom?: string;
  registeredTo?: string;
  active?: 'true' | 'false';
  page: number;
  size: number;
}

/** Registration days (both included) in the merchant's zone; either end may be open. */
function registrationRange(query: DownlineQuery, timeZone: string): Partial<Period> {
  const from = parseDay(query.registeredFrom);
  const to = parseDay(query.registeredTo);
  if (query.registeredFrom && query.registeredTo && query.registeredTo < query.registeredFrom) {
    throw new AppError('validation_failed', 'The registration range ends before it starts', { registeredTo: 'before_from' });
  }
  return {
    from: from ? zonedMidnight(from, timeZone) : undefined,
    to: to ? zonedMidnight({ ...to, day: to.day + 1 }, timeZone) : undefined,
  };
}

export async function downlinePage(db: Db, merchant: Merchant, agent: AgentRef, query: DownlineQuery, now = new Date()): Promise<DownlinePage> {
  requireAgent(agent);
  const timeZone = zoneOf(merchant);
  const period = reportPeriod(query, now, timeZone);
  const parentId = await teamMember(db, agent, query.parent);
  const scope = { merchantId: merchant.id, currency: currencyOf(merchant), agentId: agent.id };
  const { rows, total } = await team.downlineRecords(
    db,
    scope,
    {
      parentId,
      account: query.account || undefined,
      kind: query.kind,
      status: query.status,
      registered: registrationRange(query, timeZone),
      active: query.active === undefined ? undefined : query.active === 'true',
      page: query.page,
      size: query.size,
    },
    period,
  );
  const rates = await contractRatesOf(db, merchant, rows.filter((row) => isAgentType(row.type)).map((row) => row.id));
  return {
    period: periodView(period, timeZone),
    currency: scope.currency,
    path: await team.pathFrom(db, agent.id, parentId),
    list: rows.map((row) => ({
      ...row,
      isAgent: isAgentType(row.type),
      contractRates: rates.get(row.id) ?? [],
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      registeredAt: row.registeredAt.toISOString(),
    })),
    total,
    page: query.page,
    size: query.size,
  };
}

export interface StatementQuery extends PeriodQuery {
  parent?: number;
}

/** The user-loss statement: per direct downline of the parent, its whole team's figures, with totals. */
export async function teamStatement(db: Db, merchant: Merchant, agent: AgentRef, query: StatementQuery, now = new Date()): Promise<TeamStatement> {
  requireAgent(agent);
  const timeZone = zoneOf(merchant);
  const period = reportPeriod(query, now, timeZone);
  const parentId = await teamMember(db, agent, query.parent);
  const scope = { merchantId: merchant.id, currency: currencyOf(merchant), agentId: parentId };
  await catchUpTeamTotals(db);
  const lines = await downlineStatements(db, scope, daysOf(period, timeZone));
  const labels = await team.memberLabels(
    db,
    lines.map((line) => line.memberId),
  );
  return {
    period: periodView(period, timeZone),
    currency: scope.currency,
    path: await team.pathFrom(db, agent.id, parentId),
    lines: lines.map(({ memberId, ...figures }) => {
      const label = labels.get(memberId);
      return { id: memberId, account: label?.account ?? '', isAgent: isAgentType(label?.type ?? 0), ...figures };
    }),
    totals: totalOf(lines),
  };
}

export interface TeamBetsQuery extends PeriodQuery {
  account?: string;
  gameType?: GameType;
  vassalage?: string;
  status?: RoundStatus;
  language?: Language;
  page: number;
  pageSize: number;
}

/**
 * A list over the team: the period, then everyone below the agent or one member of the team by
 * account; an account outside the team answers the same empty list as one nobody has.
 */
async function teamList<P extends object>(
  db: Db,
  merchant: Merchant,
  agent: AgentRef,
  query: PeriodQuery & { account?: string },
  now: Date,
  empty: P,
  read: (memberId: number | { team: number }, period: Period) => Promise<P>,
): Promise<P & { period: ReturnType<typeof periodView> }> {
  requireAgent(agent);
  const timeZone = zoneOf(merchant);
  const period = reportPeriod(query, now, timeZone);
  const memberId = query.account === undefined ? { team: agent.id } : await downlineByAccount(db, merchant.id, agent.id, query.account);
  const page = memberId === undefined ? empty : await read(memberId, period);
  return { ...page, period: periodView(period, timeZone) };
}

/** Team betting: the rounds of everyone below the agent (or of one member of its team), filtered, paged, with totals. */
export function teamBets(db: Db, merchant: Merchant, agent: AgentRef, query: TeamBetsQuery, now = new Date()): Promise<TeamBetPage> {
  const empty = { list: [], totalPages: 0, page: query.page, total: 0, totals: { stake: 0, win: 0, net: 0 } };
  return teamList(db, merchant, agent, query, now, empty, (memberId, period) =>
    roundPage(db, { merchantId: merchant.id, memberId, from: period.from, to: period.to, gameType: query.gameType, vendorCode: query.vassalage, status: query.status }, query),
  );
}

export interface TeamTransactionsQuery extends PeriodQuery {
  account?: string;
  type?: (typeof TEAM_MOVEMENT_TYPES)[number];
  status?: 'COMPLETED' | 'REVERSED';
  page: number;
  size: number;
}

/** The team's money movements (deposits, withdrawals, transfers, bonuses, adjustments), newest first. */
export function teamTransactions(db: Db, merchant: Merchant, agent: AgentRef, query: TeamTransactionsQuery, now = new Date()): Promise<TeamTransactionPage> {
  return teamList(db, merchant, agent, query, now, { list: [], total: 0, page: query.page, size: query.size }, (memberId, period) =>
    entryPage(db, { merchantId: merchant.id, memberId, from: period.from, to: period.to, types: TEAM_MOVEMENT_TYPES, type: query.type, status: query.status }, query),
  );
}

/** The agent's own income per source over the period, with a line per day that had any. */
export async function revenueReport(db: Db, merchant: Merchant, agent: AgentRef, query: PeriodQuery, now = new Date()): Promise<RevenueReport> {
  requireAgent(agent);
  const timeZone = zoneOf(merchant);
  const period = reportPeriod(query, now, timeZone);
  const sourceOf = new Map(Object.entries(REVENUE_SOURCES).map(([source, type]) => [type as string, source as RevenueSource]));
  const zero = () => ({ commission: 0, dividend: 0, dailyWage: 0, hourlySalary: 0, realtimeSalary: 0, total: 0 });
  const totals = zero();
  const days = new Map<string, ReturnType<typeof zero>>();
  for (const row of await team.incomeByDay(db, merchant.id, agent.id, Object.values(REVENUE_SOURCES), period, timeZone)) {
    const source = sourceOf.get(row.type);
    if (!source) continue;
    const day = days.get(row.day) ?? zero();
    days.set(row.day, day);
    for (const figures of [day, totals]) {
      figures[source] += row.amount;
      figures.total += row.amount;
    }
  }
  return { period: periodView(period, timeZone), currency: currencyOf(merchant), totals, daily: [...days].map(([day, figures]) => ({ day, ...figures })) };
}
