import type { DatePreset } from '@shared/api/records';
import { TRIAL_TYPE } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balanceOf } from '../ledger/service';
import type { ContractKind } from '@shared/api/contracts';
import { contractRequests } from '../contracts/view-service';
import type { Merchant } from '../merchant/directory';
import { DEFAULT_COUNT, recentPeriods, type PeriodType } from './periods';
import * as repo from './repository';

const DAY = 86_400_000;
/** The database's clock stamps entries; allow it to run a little ahead of ours. */
const CLOCK_SLACK = 60_000;

export interface StatementQuery {
  preset?: DatePreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
  type?: string | undefined;
  status?: 'COMPLETED' | 'REVERSED' | undefined;
  page: number;
  size: number;
}

/** A preset counts days back (previous) or forward (next) from now; otherwise from/to; default previous 7. */
export function rangeOf(query: Pick<StatementQuery, 'preset' | 'from' | 'to'>, now: number): { from: Date; to: Date } {
  if (query.from || query.to) {
    const from = query.from ? new Date(query.from) : new Date(0);
    const to = query.to ? new Date(query.to) : new Date(now + DAY);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) throw new AppError('validation_failed', 'from must be before to', { from: 'invalid' });
    return { from, to };
  }
  const preset = query.preset ?? 'previous7';
  const days = preset.endsWith('30') ? 30 : 7;
  return preset.startsWith('previous') ? { from: new Date(now - days * DAY), to: new Date(now + CLOCK_SLACK) } : { from: new Date(now), to: new Date(now + days * DAY) };
}

export async function statement(db: Db, merchantId: number, memberId: number, query: StatementQuery, now: number) {
  const range = rangeOf(query, now);
  return { ...(await entryPage(db, { merchantId, memberId, ...range, type: query.type, status: query.status }, query)), from: range.from.toISOString(), to: range.to.toISOString() };
}

/** One page of ledger entries under a filter (a member's or a team's), each with its member's account. */
export async function entryPage(db: Db, filter: repo.EntryFilter, query: { page: number; size: number }) {
  const { rows, total } = await repo.listEntries(db, filter, query.page, query.size);
  const list = rows.map(({ reversedBy, createdAt, member, ...row }) => ({
    ...row,
    member: member ?? '',
    createdAt: createdAt.toISOString(),
    status: reversedBy === null ? ('COMPLETED' as const) : ('REVERSED' as const),
  }));
  return { list, total, page: query.page, size: query.size };
}

/** Win/loss per period from bet and win transfers, their total, and lifetime net deposits. */
export async function profit(db: Db, merchantId: number, memberId: number, type: PeriodType, now: number) {
  const periods = recentPeriods(type, new Date(now), DEFAULT_COUNT[type]);
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) throw new Error('no periods');
  const days = await repo.dailyTotals(db, merchantId, memberId, ['bet', 'win'], first.start, last.end);
  const rows = periods.map((p) => {
    const inside = days.filter((d) => Date.parse(`${d.day}T00:00:00Z`) >= p.start.getTime() && Date.parse(`${d.day}T00:00:00Z`) < p.end.getTime());
    const bet = -inside.filter((d) => d.type === 'bet').reduce((s, d) => s + d.total, 0);
    const win = inside.filter((d) => d.type === 'win').reduce((s, d) => s + d.total, 0);
    return { start: p.start.toISOString(), end: p.end.toISOString(), bet, win, profit: win - bet };
  });
  const money = await repo.dailyTotals(db, merchantId, memberId, ['deposit', 'withdrawal_hold', 'withdrawal_release'], null, new Date(now + DAY));
  const total = rows.reduce((s, r) => ({ bet: s.bet + r.bet, win: s.win + r.win, profit: s.profit + r.profit }), { bet: 0, win: 0, profit: 0 });
  return { periodType: type, periods: rows, total, lifetimeNetDeposits: money.reduce((s, d) => s + d.total, 0) };
}

/** Main balance, hold and commission with the contract flags; agent-policy merchants, real accounts. */
export async function consolidatedFunds(db: Db, merchant: Merchant, member: { id: number; type: number }) {
  const features = merchant.config.features;
  if (!features.agentPolicy) throw new AppError('function_not_enabled', 'Agent policy is off');
  if (member.type === TRIAL_TYPE) throw new AppError('in_need_true_account', 'A real account is needed for this');
  const currency = merchant.config.currency.code;
  const read = (kind: 'player_main' | 'withdrawal_hold' | 'agent_commission') => balanceOf(db, merchant.id, currency, { kind, memberId: member.id });
  const [mainBalance, hold, commission, requests] = await Promise.all([read('player_main'), read('withdrawal_hold'), read('agent_commission'), contractRequests(db, merchant, member.id)]);
  // Each flag: a request of that kind (an offer, or the other side's termination) waits for an answer.
  const waiting = (kind: ContractKind) => requests.some((r) => r.kind === kind);
  return {
    currency,
    mainBalance,
    hold,
    commission,
    dailysalreqtype: waiting('dailyWage'),
    divtypereq: waiting('dividend'),
    contracthoursalreq: waiting('hourlySalary'),
    realtimesalreqtype: waiting('realtimeSalary'),
    contractRequests: requests,
  };
}
