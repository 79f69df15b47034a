import type { GameType } from '@shared/constants';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../client';
import { games, ledgerAccounts, members, merchants, operators, vendors } from '../../schema';
import { DEMO_OPERATOR } from '../data/demo-operators';
import type { SeedTx } from '../db-types';
import { DEMO_SIGN_IN_STREAKS } from '../data/promotions';
import { planHistory, type PlanEvent, type PlanGame } from './demo-history-plan';
import { demoPromotions, writeAwards } from './demo-promotion-awards';
import { planAwards } from './demo-promotion-plan';
import { postInTimeOrder, postingsOf } from './demo-history-postings';
import { writeCashierRows, writeRounds, type DepositEvent, type RoundEvent, type WithdrawalEvent } from './demo-history-rows';

/** Game types the demo players play (vendors in seamless mode only: their bets move the main wallet). */
const PLAYED_TYPES: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'];

export interface DemoHistoryResult {
  players: number;
  transfers: number;
  rounds: number;
  /** Rewards taken from the demo promotions (rebate claims, sign-ins, envelopes). */
  awards: number;
}

/** A player to give a history: from its registration, or from `since` (the demo player, seeded just now). */
export interface HistoryPlayer {
  account: string;
  since?: Date | undefined;
}

/** Ids from the table's own sequence, so the ledger keys can name rows written after the money. */
async function nextIds(tx: SeedTx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${count})`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Sixty days of money for the demo team's players and the demo player (planHistory): deposits,
 * bonuses, rounds (bets, wins, refunds, the jackpot's share) and paid withdrawals, through the
 * ledger with their past times (ledger_post_transfer's p_at), in time order, with the rows the pages
 * read: deposit orders, payees and withdrawals, game rounds and seamless transactions. Only players
 * without any ledger account get a history, so a second run (and a player who already has money)
 * changes nothing. Answers what it wrote.
 */
export async function seedDemoHistory(tx: SeedTx, merchantId: number, wanted: readonly HistoryPlayer[], now: Date): Promise<DemoHistoryResult> {
  const nothing = { players: 0, transfers: 0, rounds: 0, awards: 0 };
  const sinceOf = new Map(wanted.map((p) => [p.account, p.since]));
  const candidates = await tx
    .select({ id: members.id, account: members.account, createdAt: members.createdAt })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.account, wanted.map((p) => p.account))));
  const owning = await tx
    .selectDistinct({ ownerId: ledgerAccounts.ownerId })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), inArray(ledgerAccounts.ownerId, candidates.map((c) => c.id))));
  const withMoney = new Set(owning.map((row) => row.ownerId));
  const players = candidates.filter((c) => !withMoney.has(c.id)).sort((a, b) => a.account.localeCompare(b.account));
  if (players.length === 0) return nothing;

  const [merchant] = await tx.select({ config: merchants.config }).from(merchants).where(eq(merchants.id, merchantId));
  if (!merchant) throw new Error('demo history: no merchant');
  const currency = merchant.config.currency.code;
  const jackpotBps = merchant.config.jackpot?.contributionBps ?? 0;
  const catalogue: PlanGame[] = await tx
    .select({ nodeId: games.nodeId, vendorCode: games.vendorCode, gameType: games.gameType })
    .from(games)
    .innerJoin(vendors, and(eq(vendors.merchantId, games.merchantId), eq(vendors.code, games.vendorCode), eq(vendors.gameType, games.gameType)))
    .where(and(eq(games.merchantId, merchantId), inArray(games.gameType, PLAYED_TYPES), eq(games.isGame, true), ne(vendors.walletMode, 'transfer')))
    .orderBy(games.nodeId);
  const [operator] = await tx.select({ id: operators.id }).from(operators).where(and(eq(operators.merchantId, merchantId), eq(operators.username, DEMO_OPERATOR.username)));
  const operatorActor = operator ? `operator:${operator.id}` : 'system';

  const history = planHistory(
    players.map((p) => ({ id: p.id, account: p.account, since: sinceOf.get(p.account) ?? p.createdAt })),
    catalogue,
    now,
    jackpotBps,
  );
  const timeZone = merchant.config.timeZone ?? DEFAULT_TIME_ZONE;
  const awards = planAwards({ events: history, promotions: await demoPromotions(tx, merchantId), now, timeZone, streaks: DEMO_SIGN_IN_STREAKS });
  const events: PlanEvent[] = [...history, ...awards];
  const idOf = new Map(players.map((p) => [p.account, p.id]));
  const memberOf = (event: PlanEvent) => idOf.get(event.account) ?? 0;
  const deposits = events.filter((e): e is DepositEvent => e.kind === 'deposit');
  const cashOuts = events.filter((e): e is WithdrawalEvent => e.kind === 'withdrawal');
  const rounds = events.filter((e): e is RoundEvent => e.kind === 'round');
  const depositIds = new Map<PlanEvent, number>(zip(deposits, await nextIds(tx, 'deposit_orders', deposits.length)));
  const withdrawalIds = new Map<PlanEvent, number>(zip(cashOuts, await nextIds(tx, 'withdrawals', cashOuts.length)));
  const awardIds = new Map<PlanEvent, number>(zip(awards, await nextIds(tx, 'promotion_awards', awards.length)));

  const postings = postingsOf(events, {
    merchantId,
    currency,
    operatorActor,
    memberOf,
    depositIdOf: (event) => depositIds.get(event) ?? 0,
    withdrawalIdOf: (event) => withdrawalIds.get(event) ?? 0,
    awardIdOf: (event) => awardIds.get(event) ?? 0,
  });
  const transferIds = await postInTimeOrder(tx, postings);

  const transferByKey = new Map<string, number>();
  for (const [index, posting] of postings.entries()) {
    const id = transferIds[index];
    const key = (posting.request ?? posting.reversal?.request)?.idempotencyKey;
    if (key !== undefined && id !== undefined) transferByKey.set(key, id);
  }
  const rows = { merchantId, currency, operatorActor, memberOf, transferOf: (key: string) => transferByKey.get(key) ?? null };
  await writeCashierRows(tx, rows, { deposits, depositIds, cashOuts, withdrawalIds });
  await writeRounds(tx, rows, rounds);
  await writeAwards(tx, { merchantId, memberOf, idOf: (event) => awardIds.get(event) ?? 0, transferOf: rows.transferOf }, awards);
  return { players: players.length, transfers: transferIds.length, rounds: rounds.length, awards: awards.length };
}

const zip = <A, B>(left: readonly A[], right: readonly B[]): [A, B][] => left.map((item, index) => [item, right[index] as B]);
