import { asc } from 'drizzle-orm';
import type { Mission, PromotionInput } from '../../src/shared/api/promotions';
import { merchants } from '../../src/server/db/schema/index';
import { savePromotion } from '../../src/server/modules/promotions/operator-service';
import type { RunningApp } from './apps';
import type { PromotionOverheadCase } from './cases';
import type { LoadOptions } from './load';
import { seamlessRounds } from './seamless';
import { judged, type Row } from './table';

/**
 * What running promotions cost play: the seamless round figure with five missions and a rebate
 * programme running, over the same figure without them, in one run on one app. Measured off, on,
 * off (the database only grows, so the two "off" runs bracket the "on" one); the promotions are
 * closed again afterwards so the cases that follow play without them.
 */

const text = (value: string) => ({ EN: value, CN: value, TH: value });
const mission = (code: string, goal: Mission['goal'], target: number, period: Mission['period'] = 'daily'): Mission => ({ code, title: text(code), period, goal, target, reward: 100, points: 10 });

function inputs(now: Date, endsAt: string | null): PromotionInput[] {
  const common = { terms: text('bench'), bannerUrl: '', startsAt: new Date(now.getTime() - 86_400_000).toISOString(), endsAt, budget: null, sort: 0 };
  return [
    { ...common, code: 'BENCH-REBATE', title: text('bench rebate'), settings: { kind: 'rebate', rates: { RNG: 80, LIVE: 50, FISH: 60, PVP: 50, SPORTS: 40 }, minClaim: 100, autoClaimDaily: true } },
    {
      ...common,
      code: 'BENCH-MISSIONS',
      title: text('bench missions'),
      settings: { kind: 'mission', missions: [mission('rounds', 'rounds', 50), mission('wager', 'wager', 100_000), mission('deposit', 'deposit', 30_000), mission('slots', 'wager', 500_000, 'weekly'), mission('sign-in', 'signIn', 5, 'weekly')] },
    },
  ];
}

export async function runPromotionOverheadCase(c: PromotionOverheadCase, platform: RunningApp, on: string, load: LoadOptions): Promise<Row[]> {
  const database = platform.database;
  if (!database) throw new Error('bench: the platform app has no database handle');
  const [merchant] = await database.db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(1);
  if (!merchant) throw new Error('bench: no merchant');
  const who = { merchantId: merchant.id, operatorId: null, actor: 'cli:bench' };
  const rounds = async (label: string) => {
    process.stdout.write(`measuring ${c.name} on ${on}, ${label} (${c.connections} connections, ${load.durationSeconds} s)…\n`);
    const result = await seamlessRounds(platform.url, database, { ...load, connections: c.connections });
    if (result.failures > 0) throw new Error(`bench: ${c.name}: ${result.failures} failed calls, the first: ${result.firstFailure}`);
    return result.roundsPerSecond;
  };
  const before = await rounds('without promotions');
  for (const input of inputs(new Date(), null)) await savePromotion(database.db, who, input);
  let running: number;
  try {
    running = await rounds('with five missions and rebate running');
  } finally {
    for (const input of inputs(new Date(), new Date().toISOString())) await savePromotion(database.db, who, input);
  }
  const after = await rounds('without promotions again');
  const ratio = running / ((before + after) / 2);
  return [judged(`${c.name}, ${on}`, `${ratio.toFixed(2)} (${Math.round(running)} / mean of ${Math.round(before)} and ${Math.round(after)} rounds/s)`, `≥ ${c.minRatio}`, ratio >= c.minRatio)];
}
