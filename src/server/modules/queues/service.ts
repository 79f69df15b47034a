import type { PlayerContext, Queues } from '@shared/api/queues';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deviceLabel } from '../../lib/device';
import { maskPhone } from '../../lib/secrets';
import { approvalView } from '../approvals/request';
import { approvals } from '../approvals/service';
import { secondApprovalFrom } from '../cashier/settings';
import { listOrders } from '../cashier/deposit-repository';
import { listWithdrawals } from '../cashier/withdraw-repository';
import { turnoverOf } from '../cashier/withdraw-service';
import { balanceOf } from '../ledger/service';
import type { Merchant } from '../merchant/directory';
import { listAttempts } from '../session/login-repository';
import * as repo from './repository';

const QUEUE_LIMIT = 200;
const RECENT = 5;
const RELATED = 20;

/** What waits for an operator: manual deposits, withdrawals (with any open approval) and approvals. */
export async function queues(db: Db, merchant: Merchant): Promise<Queues> {
  const [deposits, withdrawals, open] = await Promise.all([
    repo.pendingDeposits(db, merchant.id, QUEUE_LIMIT),
    repo.pendingWithdrawals(db, merchant.id, QUEUE_LIMIT),
    approvals(db, merchant.id, 'PENDING', QUEUE_LIMIT),
  ]);
  return {
    deposits: deposits.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    // Bank account numbers stay masked here as everywhere else (the last four digits).
    withdrawals: withdrawals.map((w) => ({ ...w, accountNumber: maskPhone(w.accountNumber), createdAt: w.createdAt.toISOString(), approval: w.approval ? approvalView(w.approval) : null })),
    approvals: open,
    secondApprovalFrom: secondApprovalFrom(merchant),
  };
}

const orderLine = (row: { id: number; amount: number; status: string; createdAt: Date }) => ({ id: row.id, amount: row.amount, status: row.status, createdAt: row.createdAt.toISOString() });

/** A player's context for a money decision: balance, turnover, recent orders and logins, related accounts. */
export async function playerContext(db: Db, merchant: Merchant, account: string): Promise<PlayerContext> {
  const member = await repo.memberByAccount(db, merchant.id, account);
  if (!member) throw new AppError('not_found', 'No such player');
  const currency = merchant.config.currency.code;
  const [balance, turnover, deposits, withdrawals, logins, sameAddress, sameAgent] = await Promise.all([
    balanceOf(db, merchant.id, currency, { kind: 'player_main', memberId: member.id }),
    turnoverOf(db, merchant, member.id),
    listOrders(db, merchant.id, member.id, 1, RECENT).then((page) => page.rows),
    listWithdrawals(db, merchant.id, member.id, RECENT),
    listAttempts(db, merchant.id, member.id, RECENT),
    repo.sameAddress(db, merchant.id, member.id, RELATED),
    repo.sameUserAgent(db, merchant.id, member.id, RELATED),
  ]);
  return {
    member: { ...member, createdAt: member.createdAt.toISOString(), registerIp: member.registerIp ?? null },
    currency,
    balance,
    turnover,
    deposits: deposits.map(orderLine),
    withdrawals: withdrawals.map(orderLine),
    logins: logins.map((l) => ({ ...l, at: l.at.toISOString() })),
    sameAddress,
    sameDevice: sameAgent.map((s) => ({ account: s.account, device: deviceLabel(s.userAgent) })),
  };
}
