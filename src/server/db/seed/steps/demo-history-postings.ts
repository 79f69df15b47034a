import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { outcomeOf, postTransfersQuery, type PostInput, type PostRow } from '../../../modules/ledger/repository';
import { postingOf } from '../../../modules/ledger/service';
import type { AccountRef, TransferRequest } from '../../../modules/ledger/types';
import { rowsOf } from '../../client';
import type { SeedTx } from '../db-types';
import type { PlanEvent } from './demo-history-plan';

/**
 * The demo history's money (steps/demo-history.ts): the plan's events as ledger transfers at their
 * own past times, posted in time order through ledger_post_transfer, with the keys the seamless
 * wallet and the cashier use, so the rows written afterwards (demo-history-rows.ts) name them.
 */

/** Transfers per statement: one ledger_post_transfer call each, run in order. */
const POST_BATCH = 100;
export const DEMO_GATEWAY_ACTOR = 'gateway:demo-gateway';

/** A transfer of the history: when, what, and (for a refund) which posting it reverses. */
export interface Posting {
  at: number;
  request?: TransferRequest;
  /** A refund: reverses the bet posted as `reverses` (an index into the postings). */
  reversal?: { reverses: number; request: TransferRequest };
}

const wallet = (memberId: number): AccountRef => ({ kind: 'player_main', memberId });
const settlement = (vendorCode: string): AccountRef => ({ kind: 'vendor_settlement', code: vendorCode });
export const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** A round's id at its vendor: the player's session and the round's place in it. */
export const roundIdOf = (session: number, place: number) => `demo-${session}-${place}`;
/** The ledger key of a vendor call, as the seamless wallet names them (ledgerKeyOf). */
export const callKey = (vendorCode: string, transactionId: string) => `seamless:${vendorCode}:${transactionId}`;

/** What the postings need besides the events: who the merchant, money and actors are. */
export interface PostingContext {
  merchantId: number;
  currency: string;
  operatorActor: string;
  memberOf: (event: PlanEvent) => number;
  depositIdOf: (event: PlanEvent) => number;
  withdrawalIdOf: (event: PlanEvent) => number;
  /** A promotion award's row id (its transfer's key names it, as the claim services do). */
  awardIdOf: (event: PlanEvent) => number;
}

/** The transfers of the events, each at its own time: a round's bet at its start, its win or refund at its close. */
export function postingsOf(events: readonly PlanEvent[], c: PostingContext): Posting[] {
  const { merchantId, currency, operatorActor, memberOf } = c;
  const postings: Posting[] = [];
  const post = (at: Date, fields: Omit<TransferRequest, 'merchantId' | 'currency' | 'at'>) => {
    postings.push({ at: at.getTime(), request: { merchantId, currency, ...fields, at } });
  };
  for (const event of events) {
    const memberId = memberOf(event);
    if (event.kind === 'deposit') {
      const id = c.depositIdOf(event);
      const actor = event.method === 'demopay' ? DEMO_GATEWAY_ACTOR : operatorActor;
      post(event.at, { idempotencyKey: `deposit:${id}`, type: 'deposit', reference: String(id), actor, from: { kind: 'payment_clearing' }, to: wallet(memberId), amount: event.amount });
    } else if (event.kind === 'bonus') {
      const key = `bonus:demo-seed:${event.account}:${event.at.getTime()}`;
      post(event.at, { idempotencyKey: key, type: 'bonus', reference: event.reason, actor: operatorActor, from: { kind: 'promotions' }, to: wallet(memberId), amount: event.amount });
    } else if (event.kind === 'award') {
      const reference = `promotion:${event.promotionId}:${event.occasion}`;
      post(event.at, { idempotencyKey: `promotion:${c.awardIdOf(event)}`, type: event.type, reference, actor: `member:${memberId}`, from: { kind: 'promotions' }, to: wallet(memberId), amount: event.amount });
    } else if (event.kind === 'withdrawal') {
      const id = c.withdrawalIdOf(event);
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

  return postings;
}

/**
 * Posts every transfer in time order (ties keep plan order), POST_BATCH per statement; answers the
 * transfer ids by posting index. A refund is posted once its bet has an id.
 */
export async function postInTimeOrder(tx: SeedTx, postings: readonly Posting[]): Promise<number[]> {
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

