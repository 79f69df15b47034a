import type { Books, LedgerVerify } from '@shared/api/console-ledger';
import { dayText, parseDay, zonedDay, zonedMidnight } from '@shared/date-range';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import type { Db } from '../../db/client';
import { verifyLedger } from '../ledger/verifier';
import type { Merchant } from '../merchant/directory';
import { recordAudit, type OperatorActor } from '../operator/audit';
import * as repo from './repository';

/** Runs the ledger verifier over the merchant's books (audited: who checked, and what it found). */
export async function runVerifier(db: Db, who: OperatorActor, now: () => number): Promise<LedgerVerify> {
  const started = now();
  const report = await verifyLedger(db, who.merchantId);
  const result = { ...report, ranAt: new Date(started).toISOString(), ms: Math.max(0, Math.round(now() - started)) };
  await db.transaction((tx) => recordAudit(tx, who, { action: 'ledger.verify', targetType: 'ledger', targetId: String(who.merchantId), before: null, after: { ok: report.ok, drift: report.drift.length } }));
  return result;
}

/** A day of the merchant's zone (today by default): each account kind's movements and closing balance. */
export async function books(db: Db, merchant: Merchant, day: string | undefined, now: number): Promise<Books> {
  const timeZone = merchant.config.timeZone ?? DEFAULT_TIME_ZONE;
  const calendar = parseDay(day) ?? zonedDay(new Date(now), timeZone);
  const from = zonedMidnight(calendar, timeZone);
  const to = zonedMidnight({ ...calendar, day: calendar.day + 1 }, timeZone);
  const rows = await repo.booksOf(db, merchant.id, from, to);
  return {
    day: dayText(calendar),
    timeZone,
    rows: rows.map((r) => {
      const credits = Number(r.credits);
      const debits = Number(r.debits);
      return { kind: r.kind, currency: r.currency, credits, debits, net: credits - debits, entries: Number(r.entries), closing: Number(r.closing) };
    }),
  };
}
