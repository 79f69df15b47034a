import { createHash } from 'node:crypto';
import type { GameType } from '@shared/constants';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { randomToken } from '../../../lib/secrets';
import { outcomeOf, postTransfersQuery, type PostInput, type PostRow } from '../../../modules/ledger/repository';
import { postingOf } from '../../../modules/ledger/service';
import type { AccountRef, TransferRequest } from '../../../modules/ledger/types';
import { rowsOf } from '../../client';
import { depositOrders, gameRounds, games, ledgerAccounts, members, merchants, operators, payees, seamlessTransactions, vendors, withdrawals } from '../../schema';
import { DEMO_OPERATOR } from '../data/demo-operators';
import { DEMO_BANKS, DEMO_TEAM_MEMBERS } from '../data/demo-team';
import { inBatches, type SeedTx } from '../db-types';
import { planHistory, type PlanEvent, type PlanGame } from './demo-history-plan';

/** Game types the demo players play (vendors in seamless mode only: their bets move the main wallet). */
const PLAYED_TYPES: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'];
/** Transfers per statement: one ledger_post_transfer call each, run in order. */
const POST_BATCH = 100;
const DEMO_GATEWAY_ACTOR = 'gateway:demo-gateway';
const MINUTE = 60_000;

export interface DemoHistoryResult {
  players: number;
  transfers: number;
  rounds: number;
}

/** A player to give a history: from its registration, or from `since` (the demo player, seeded just now). */
export interface HistoryPlayer {
  account: string;
  since?: Date | undefined;
}

/** A transfer of the history: when, what, and (for a refund) which posting it reverses. */
interface Posting {
  at: number;
  request?: TransferRequest;
  /** A refund: reverses the bet posted as `reverses` (an index into the postings). */
  reversal?: { reverses: number; request: TransferRequest };
}

const wallet = (memberId: number): AccountRef => ({ kind: 'player_main', memberId });
const settlement = (vendorCode: string): AccountRef => ({ kind: 'vendor_settlement', code: vendorCode });
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

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
  const nothing = { players: 0, transfers: 0, rounds: 0 };
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

  const events = planHistory(
    players.map((p) => ({ id: p.id, account: p.account, since: sinceOf.get(p.account) ?? p.createdAt })),
    catalogue,
    now,
    jackpotBps,
  );
  const idOf = new Map(players.map((p) => [p.account, p.id]));
  const memberOf = (event: PlanEvent) => idOf.get(event.account) ?? 0;
  const deposits = events.filter((e): e is DepositEvent => e.kind === 'deposit');
  const cashOuts = events.filter((e): e is WithdrawalEvent => e.kind === 'withdrawal');
  const rounds = events.filter((e): e is RoundEvent => e.kind === 'round');
  const depositIds = new Map(zip(deposits, await nextIds(tx, 'deposit_orders', deposits.length)));
  const withdrawalIds = new Map(zip(cashOuts, await nextIds(tx, 'withdrawals', cashOuts.length)));

  // The transfers, each at its own time: a round's bet at its start, its win or refund at its close.
  const postings: Posting[] = [];
  const post = (at: Date, fields: Omit<TransferRequest, 'merchantId' | 'currency' | 'at'>) => {
    postings.push({ at: at.getTime(), request: { merchantId, currency, ...fields, at } });
  };
  for (const event of events) {
    const memberId = memberOf(event);
    if (event.kind === 'deposit') {
      const id = depositIds.get(event) ?? 0;
      const actor = event.method === 'demopay' ? DEMO_GATEWAY_ACTOR : operatorActor;
      post(event.at, { idempotencyKey: `deposit:${id}`, type: 'deposit', reference: String(id), actor, from: { kind: 'payment_clearing' }, to: wallet(memberId), amount: event.amount });
    } else if (event.kind === 'bonus') {
      const key = `bonus:demo-seed:${event.account}:${event.at.getTime()}`;
      post(event.at, { idempotencyKey: key, type: 'bonus', reference: event.reason, actor: operatorActor, from: { kind: 'promotions' }, to: wallet(memberId), amount: event.amount });
    } else if (event.kind === 'withdrawal') {
      const id = withdrawalIds.get(event) ?? 0;
      const hold: AccountRef = { kind: 'withdrawal_hold', memberId };
      const reference = String(id);
      post(event.at, { idempotencyKey: `withdraw-hold:${id}`, type: 'withdrawal_hold', reference, actor: `member:${memberId}`, from: wallet(memberId), to: hold, amount: event.amount });
      post(event.paidAt, { idempotencyKey: `withdraw-pay:${id}`, type: 'withdrawal', reference, actor: operatorActor, from: hold, to: { kind: 'payment_clearing' }, amount: event.amount });
    } else if (event.kind === 'jackpot') {
      const { vendorCode, session } = event;
      const key = `${callKey(vendorCode, `${roundIdOf(session, 1)}-b`)}:jackpot`;
      post(event.at, { idempotencyKey: key, type: 'jackpot_contribution', reference: roundIdOf(session, 1), actor: `vendor:${vendorCode}`, from: settlement(vendorCode), to: { kind: 'jackpot_pool' }, amount: event.amount });
    } else {
      const { vendorCode } = event.game;
      const roundId = roundIdOf(event.session, event.place);
      const actor = `vendor:${vendorCode}`;
      const bet = postings.length;
      post(event.at, { idempotencyKey: callKey(vendorCode, `${roundId}-b`), type: 'bet', reference: roundId, actor, from: wallet(memberId), to: settlement(vendorCode), amount: event.bet });
      if (event.refunded) {
        const request: TransferRequest = { merchantId, currency, at: event.closedAt, idempotencyKey: callKey(vendorCode, `${roundId}-r`), type: 'reversal', reference: `refund ${roundId}-r`, actor, from: settlement(vendorCode), to: wallet(memberId), amount: event.bet };
        postings.push({ at: event.closedAt.getTime(), reversal: { reverses: bet, request } });
      } else if (event.win > 0) {
        post(event.closedAt, { idempotencyKey: callKey(vendorCode, `${roundId}-w`), type: 'win', reference: roundId, actor, from: settlement(vendorCode), to: wallet(memberId), amount: event.win });
      }
    }
  }

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
  return { players: players.length, transfers: transferIds.length, rounds: rounds.length };
}

type DepositEvent = Extract<PlanEvent, { kind: 'deposit' }>;
type WithdrawalEvent = Extract<PlanEvent, { kind: 'withdrawal' }>;
type RoundEvent = Extract<PlanEvent, { kind: 'round' }>;

const zip = <A, B>(left: readonly A[], right: readonly B[]): [A, B][] => left.map((item, index) => [item, right[index] as B]);
/** A round's id at its vendor: the player's session and the round's place in it. */
const roundIdOf = (session: number, place: number) => `demo-${session}-${place}`;
/** The ledger key of a vendor call, as the seamless wallet names them (ledgerKeyOf). */
const callKey = (vendorCode: string, transactionId: string) => `seamless:${vendorCode}:${transactionId}`;

/** What the business rows need besides their events. */
interface RowContext {
  merchantId: number;
  currency: string;
  operatorActor: string;
  memberOf: (event: PlanEvent) => number;
  transferOf: (idempotencyKey: string) => number | null;
}

/**
 * Posts every transfer in time order (ties keep plan order), POST_BATCH per statement; answers the
 * transfer ids by posting index. A refund is posted once its bet has an id.
 */
async function postInTimeOrder(tx: SeedTx, postings: readonly Posting[]): Promise<number[]> {
  const order = postings.map((_, index) => index).sort((a, b) => (postings[a]?.at ?? 0) - (postings[b]?.at ?? 0) || a - b);
  const ids: number[] = [];
  let batch: { index: number; input: PostInput }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = rowsOf<PostRow & { ord: number }>(await tx.execute(sql`select * from (${postTransfersQuery(batch.map((b) => b.input))}) t order by ord`));
    for (const [i, row] of rows.entries()) {
      const outcome = outcomeOf(row);
      const index = batch[i]?.index ?? -1;
      if (outcome.status !== 'posted' || outcome.transferId === null) throw new Error(`demo history: transfer ${index} answered ${outcome.status}`);
      ids[index] = outcome.transferId;
    }
    batch = [];
  };
  for (const index of order) {
    const posting = postings[index];
    if (!posting) continue;
    if (posting.reversal) {
      const { reverses, request } = posting.reversal;
      if (ids[reverses] === undefined) await flush();
      const reversesId = ids[reverses];
      // As reverse() posts it: the original's reference and reason, a hash of what it reverses.
      const input = { ...postingOf(request), reversesId, reference: `${reversesId}:${request.reference}`, requestHash: digest(`reverses ${reversesId}`) };
      batch.push({ index, input });
    } else if (posting.request) {
      batch.push({ index, input: postingOf(posting.request) });
    }
    if (batch.length >= POST_BATCH) await flush();
  }
  await flush();
  return ids;
}

/** Credited deposit orders, one payee per player who cashed out, and paid withdrawals. */
async function writeCashierRows(
  tx: SeedTx,
  c: RowContext,
  plan: { deposits: DepositEvent[]; depositIds: Map<DepositEvent, number>; cashOuts: WithdrawalEvent[]; withdrawalIds: Map<WithdrawalEvent, number> },
): Promise<void> {
  const { merchantId, currency } = c;
  await inBatches(plan.deposits, 500, (batch) =>
    tx.insert(depositOrders).values(
      batch.map((event) => {
        const id = plan.depositIds.get(event) ?? 0;
        const gateway = event.method === 'demopay';
        return {
          id,
          merchantId,
          memberId: c.memberOf(event),
          methodCode: event.method,
          kind: gateway ? ('DEMO_GATEWAY' as const) : ('MANUAL_BANK' as const),
          amount: event.amount,
          currency,
          status: 'APPROVED' as const,
          reference: randomToken(24),
          gatewayTransactionId: gateway ? `demo-gw-${id}` : null,
          transferId: c.transferOf(`deposit:${id}`),
          decidedBy: gateway ? DEMO_GATEWAY_ACTOR : c.operatorActor,
          // A gateway pays within a minute; an operator approves a bank transfer within a quarter hour.
          createdAt: new Date(event.at.getTime() - (gateway ? 1 : 12) * MINUTE),
          decidedAt: event.at,
        };
      }),
    ),
  );
  if (plan.cashOuts.length === 0) return;
  const firstOf = new Map<number, WithdrawalEvent>();
  for (const event of plan.cashOuts) if (!firstOf.has(c.memberOf(event))) firstOf.set(c.memberOf(event), event);
  const holderOf = new Map(DEMO_TEAM_MEMBERS.map((m) => [m.account, m.holderName]));
  const payeeRows = await tx
    .insert(payees)
    .values(
      [...firstOf].map(([memberId, first], index) => ({
        merchantId,
        memberId,
        bankName: DEMO_BANKS[index % DEMO_BANKS.length] ?? 'Bank',
        accountNumber: `${String(100 + index)}-${String((memberId * 7_919) % 1_000_000).padStart(6, '0')}-${String(index % 10)}`,
        holderName: holderOf.get(first.account) ?? first.account,
        createdAt: new Date(first.at.getTime() - 5 * MINUTE),
      })),
    )
    .returning({ id: payees.id, memberId: payees.memberId });
  const payeeOf = new Map(payeeRows.map((row) => [row.memberId, row.id]));
  await tx.insert(withdrawals).values(
    plan.cashOuts.map((event) => {
      const id = plan.withdrawalIds.get(event) ?? 0;
      const memberId = c.memberOf(event);
      return {
        id,
        merchantId,
        memberId,
        payeeId: payeeOf.get(memberId) ?? 0,
        amount: event.amount,
        currency,
        status: 'PAID' as const,
        holdTransferId: c.transferOf(`withdraw-hold:${id}`),
        settleTransferId: c.transferOf(`withdraw-pay:${id}`),
        decidedBy: c.operatorActor,
        createdAt: event.at,
        decidedAt: event.paidAt,
      };
    }),
  );
}

/**
 * The betting record's game rounds and the vendor calls that moved their money: a bet, then a win
 * or the bet's refund (a lost round's win of 0 moved nothing and is not written).
 */
async function writeRounds(tx: SeedTx, c: RowContext, rounds: readonly RoundEvent[]): Promise<void> {
  const roundRows = [];
  const callRows = [];
  for (const event of rounds) {
    const { vendorCode, nodeId } = event.game;
    const roundId = roundIdOf(event.session, event.place);
    const common = { merchantId: c.merchantId, vendorCode, roundId, memberId: c.memberOf(event) };
    roundRows.push({
      ...common,
      gameNodeId: nodeId,
      totalBet: event.refunded ? 0 : event.bet,
      totalWin: event.win,
      totalRefunded: event.refunded ? event.bet : 0,
      currency: c.currency,
      status: event.refunded ? ('refunded' as const) : ('settled' as const),
      openedAt: event.at,
      closedAt: event.closedAt,
    });
    const betId = `${roundId}-b`;
    callRows.push({
      ...common,
      transactionId: betId,
      kind: 'bet' as const,
      amount: event.bet,
      requestHash: digest(`bet ${vendorCode} ${betId}`),
      transferId: c.transferOf(callKey(vendorCode, betId)),
      refundedBy: event.refunded ? `${roundId}-r` : null,
      jackpotShare: event.share,
      jackpotKey: event.share > 0 ? `${callKey(vendorCode, roundIdOf(event.session, 1))}-b:jackpot` : null,
      createdAt: event.at,
    });
    if (!event.refunded && event.win === 0) continue;
    const kind = event.refunded ? ('refund' as const) : ('win' as const);
    const settleId = `${roundId}-${event.refunded ? 'r' : 'w'}`;
    callRows.push({
      ...common,
      transactionId: settleId,
      kind,
      amount: event.refunded ? event.bet : event.win,
      requestHash: digest(`${kind} ${vendorCode} ${settleId}`),
      transferId: c.transferOf(callKey(vendorCode, settleId)),
      createdAt: event.closedAt,
    });
  }
  await inBatches(roundRows, 1_000, (batch) => tx.insert(gameRounds).values(batch));
  await inBatches(callRows, 1_000, (batch) => tx.insert(seamlessTransactions).values(batch));
}
