import { setTimeout as sleep } from 'node:timers/promises';
import { gameOf } from '@shared/lotto/games';
import type { LottoResult } from '@shared/lotto/draw';
import { defaultSettingsOf, payoutOf, rebateOfBet } from '@shared/lotto/payout';
import { settingsSchema, type LottoSettings } from '@shared/lotto/money';
import { vendorCodeOf } from './catalogue';
import { STALE_PENDING_MS, WINS_PER_CALL, type LottoContext } from './context';
import type { CallResult } from '../kit/wallet';
import * as payouts from './payout-repository';
import * as repo from './repository';
import { roundIdOf } from './slip-service';

/**
 * Settlement of a drawn draw, in one pass that any number of processes may repeat:
 * 1. slips still pending (their bet call never answered) are refunded first, so every slip left is
 *    one the platform holds;
 * 2. every accepted bet is paid by the game's payout rules at the merchant's odds, plus its rebate,
 *    and what each player is owed is kept (lotto_payouts; the first computation wins, and any
 *    repetition computes the same amounts from the same seed and bets);
 * 3. the owed amounts go to the platform in batched win calls (winBatch), one win per player and
 *    draw (0 closes a lost round), each under its own transaction id, so the platform pays each
 *    once however often this runs; a win the platform answered is marked paid.
 * The draw is settled when nothing is left unpaid.
 */

const PAGE = 20_000;

export const winIdOf = (drawKey: string, playerId: string) => `W:${drawKey}:${playerId}`;
export const refundIdOf = (slipId: string) => `R:${slipId}`;

/** The merchant's odds and rebates of a game (their saved settings), else the game's defaults. */
export async function gameSettings(ctx: LottoContext, merchantCode: string, gameCode: string): Promise<LottoSettings> {
  const saved = await repo.settingsOf(ctx.db, merchantCode, gameCode);
  const parsed = settingsSchema.safeParse(saved?.settings);
  return parsed.success ? parsed.data : defaultSettingsOf(gameOf(gameCode));
}

/** Refunds a slip through the platform; true once the platform answered (the slip is refunded). */
export async function refundSlip(ctx: LottoContext, slip: repo.SlipRow, drawKey: string): Promise<boolean> {
  const result = await callAgain(() => ctx.settlementWallet.call(slip.merchantCode, slip.vendorCode, 'refund', {
    playerId: slip.playerId,
    transactionId: refundIdOf(slip.id),
    betTransactionId: slip.id,
    roundId: roundIdOf(drawKey, slip.playerId),
    amount: slip.total,
    currency: slip.currency,
  }));
  if (result.kind === 'unknown') return false;
  if (result.kind === 'refused') ctx.log.error({ slipId: slip.id, code: result.code }, 'lottery refund refused');
  await repo.setSlipStatus(ctx.db, slip.id, 'refunded', ['pending', 'open'], result.kind === 'refused' ? result.code : null);
  return true;
}

/** Step 1: the draw's pending slips refunded; false when one could not be (the pass stops there). */
async function resolvePending(ctx: LottoContext, draw: repo.DrawRow): Promise<boolean> {
  let all = true;
  for (const slip of await repo.slipsOfDraw(ctx.db, draw.id, ['pending'])) {
    if (!(await refundSlip(ctx, slip, draw.drawKey))) all = false;
  }
  return all;
}

/** Step 2: every accepted bet's payout stored; what each player is owed. */
async function computePayouts(ctx: LottoContext, draw: repo.DrawRow, timings: SettleTimings): Promise<Map<string, number>> {
  const add = (step: 'read' | 'compute' | 'write', since: number) => {
    timings[step] = (timings[step] ?? 0) + Math.round(performance.now() - since);
  };
  const game = gameOf(draw.gameCode);
  const settings = await gameSettings(ctx, draw.merchantCode, draw.gameCode);
  const result = draw.result as LottoResult;
  const owed = new Map<string, number>();
  for (let after = 0; ; ) {
    let since = performance.now();
    const bets = await payouts.acceptedBets(ctx.db, draw.id, after, PAGE);
    add('read', since);
    if (bets.length === 0) break;
    since = performance.now();
    const outcomes = bets.map((b) => {
      const win = payoutOf(game, result, b.bet, settings);
      return { id: b.id, won: win > 0, payout: win + rebateOfBet(b.bet as { type: string; stake: number }, settings) };
    });
    add('compute', since);
    since = performance.now();
    await payouts.setBetOutcomes(ctx.db, outcomes);
    add('write', since);
    outcomes.forEach((o, i) => {
      const player = bets[i]?.playerId ?? '';
      owed.set(player, (owed.get(player) ?? 0) + o.payout);
    });
    after = bets[bets.length - 1]?.id ?? after;
  }
  return owed;
}

/** Unanswered calls (a dropped connection, a timeout) are asked again at once, twice at most: every call settlement makes is idempotent. */
async function callAgain(call: () => Promise<CallResult>): Promise<CallResult> {
  let result = await call();
  for (let attempt = 1; attempt < 3 && result.kind === 'unknown'; attempt += 1) result = await call();
  return result;
}

/** Step 3: unpaid wins sent in batches; true when none is left unpaid. */
async function payOut(ctx: LottoContext, draw: repo.DrawRow, currency: string): Promise<boolean> {
  const vendorCode = vendorCodeOf(gameOf(draw.gameCode));
  for (;;) {
    const unpaid = await payouts.unpaidPayouts(ctx.db, draw.id, WINS_PER_CALL);
    if (unpaid.length === 0) return true;
    const wins = unpaid.map((p) => ({ playerId: p.playerId, transactionId: winIdOf(draw.drawKey, p.playerId), roundId: roundIdOf(draw.drawKey, p.playerId), amount: p.amount, currency }));
    const reply = await callAgain(() => ctx.settlementWallet.call(draw.merchantCode, vendorCode, 'winBatch', { wins }));
    if (reply.kind !== 'ok') {
      ctx.log.warn({ draw: draw.drawKey, reply }, 'lottery win batch not answered: retried on the next pass');
      const error = reply.kind === 'refused' ? reply.code : reply.error;
      for (const win of wins) await payouts.notePayoutError(ctx.db, draw.id, win.playerId, error);
      return false;
    }
    const results = Array.isArray(reply.value.results) ? (reply.value.results as { transactionId?: string; success?: boolean; code?: string }[]) : [];
    const paid: string[] = [];
    let refused = 0;
    for (const [i, win] of wins.entries()) {
      const answer = results[i];
      if (answer?.success === true && answer.transactionId === win.transactionId) paid.push(win.playerId);
      else {
        refused += 1;
        await payouts.notePayoutError(ctx.db, draw.id, win.playerId, answer?.code ?? 'no_answer');
      }
    }
    await payouts.markPaid(ctx.db, draw.id, paid, new Date(ctx.now()));
    if (refused > 0) {
      ctx.log.error({ draw: draw.drawKey, refused }, 'lottery wins refused by the platform: retried on the next pass');
      return false;
    }
    if (ctx.settlePauseMs) await sleep(ctx.settlePauseMs);
  }
}

/** Milliseconds each step of a settlement took (the bench prints them). */
export interface SettleTimings {
  pending?: number;
  payouts?: number;
  paid?: number;
  /** Within payouts: reading the bets, computing, writing the outcomes. */
  read?: number;
  compute?: number;
  write?: number;
}

/** Settles one drawn draw as far as it can; true when it is settled. */
export async function settleDraw(ctx: LottoContext, draw: repo.DrawRow, currency: string, timings: SettleTimings = {}): Promise<boolean> {
  if (draw.status !== 'drawn') return draw.status === 'settled';
  let t = performance.now();
  const lap = (step: keyof SettleTimings) => {
    timings[step] = Math.round(performance.now() - t);
    t = performance.now();
  };
  const resolved = await resolvePending(ctx, draw);
  lap('pending');
  if (!resolved) return false;
  await payouts.recordPayouts(ctx.db, draw.id, await computePayouts(ctx, draw, timings));
  lap('payouts');
  const paid = await payOut(ctx, draw, currency);
  lap('paid');
  if (!paid) return false;
  await repo.markSettled(ctx.db, draw.id, new Date(ctx.now()));
  return true;
}

/** Pending slips whose bet call never answered, refunded once they are stale (whatever their draw). */
export async function refundStalePending(ctx: LottoContext): Promise<number> {
  let refunded = 0;
  for (const slip of await repo.stalePendingSlips(ctx.db, new Date(ctx.now() - STALE_PENDING_MS))) {
    const draw = await repo.drawById(ctx.db, slip.drawId);
    if (draw && (await refundSlip(ctx, slip, draw.drawKey))) refunded += 1;
  }
  return refunded;
}
