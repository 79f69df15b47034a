import { dayText, zonedDay, zonedMidnight } from '@shared/date-range';
import type { Dashboard, DashboardFigures } from '@shared/api/dashboard';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import type { Db } from '../../db/client';
import type { Merchant } from '../merchant/directory';
import * as repo from './repository';

async function figures(db: Db, merchant: Merchant, from: Date, to: Date): Promise<DashboardFigures> {
  const t = await repo.totals(db, merchant.id, merchant.config.currency.code, from, to);
  return { ...t, netDeposits: t.deposits - t.withdrawals, ggr: t.bets - t.wins };
}

/**
 * Today and this month in the merchant's zone, from the hourly member totals the ledger keeps (so
 * the dashboard and the agent reports count the same movements), and what waits in each queue.
 */
export async function dashboard(db: Db, merchant: Merchant, now: number): Promise<Dashboard> {
  const timeZone = merchant.config.timeZone ?? DEFAULT_TIME_ZONE;
  const today = zonedDay(new Date(now), timeZone);
  const dayStart = zonedMidnight(today, timeZone);
  const monthStart = zonedMidnight({ ...today, day: 1 }, timeZone);
  const end = zonedMidnight({ ...today, day: today.day + 1 }, timeZone);
  const [day, month, pending] = await Promise.all([figures(db, merchant, dayStart, end), figures(db, merchant, monthStart, end), repo.pendingCounts(db, merchant.id)]);
  return {
    currency: merchant.config.currency.code,
    timeZone,
    today: { ...day, from: dayText(today), to: dayText(today) },
    month: { ...month, from: dayText({ ...today, day: 1 }), to: dayText(today) },
    pending,
  };
}
