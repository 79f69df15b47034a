import { AppError } from '../../lib/app-error';
import { noteMemberActivity } from '../../lib/member-activity';
import { runMoneyCalls, type MoneyCallResult } from './call-repository';
import type { WinBatchAnswer, WinBatchBody, WinBatchItemAnswer, WinBody } from './schemas';
import { answerOrRefusal, fullMoneyCall, type CallContext } from './service';
import { winCallOf } from './settle-service';

/**
 * The batched settlement call (winBatch): many wins in one signed request, for a vendor that
 * settles a whole draw or event at once. Each win is exactly the win call (settleWin): idempotent by
 * its own transactionId, a replay answers what it answered first, and each is answered on its own,
 * so one refused win (an unknown round, a conflict) leaves the others paid. The wins run in order,
 * STATEMENT_SIZE to a database statement (seamless_money_calls: group commit), so a draw of a
 * hundred thousand winners is a few hundred statements rather than a hundred thousand requests.
 */

const STATEMENT_SIZE = 200;
/** A statement that lost a race with a concurrent call (nothing of it was written) runs again. */
const RACE_ATTEMPTS = 3;

async function runStatement(ctx: CallContext, wins: readonly WinBody[]): Promise<MoneyCallResult[]> {
  const calls = wins.map((win) => fullMoneyCall(ctx, winCallOf(ctx, win)));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runMoneyCalls(ctx.db, calls);
    } catch (error) {
      const raced = error instanceof Error && `${error.message} ${String(error.cause ?? '')}`.includes('seamless_race');
      if (attempt >= RACE_ATTEMPTS || !raced) throw error;
    }
  }
}

async function itemAnswer(ctx: CallContext, win: WinBody, result: MoneyCallResult | undefined): Promise<WinBatchItemAnswer> {
  try {
    if (!result) throw new Error('seamless_money_calls returned too few rows');
    const answer = await answerOrRefusal(ctx, { roundId: win.roundId, memberId: Number(win.playerId) }, result);
    return { transactionId: win.transactionId, success: true, ...answer };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { transactionId: win.transactionId, success: false, code: error.code, message: error.message };
  }
}

export async function settleWinBatch(ctx: CallContext, body: WinBatchBody): Promise<WinBatchAnswer> {
  const results: WinBatchItemAnswer[] = [];
  const settled = new Set<number>();
  for (let start = 0; start < body.wins.length; start += STATEMENT_SIZE) {
    const chunk = body.wins.slice(start, start + STATEMENT_SIZE);
    // Another currency is refused item by item, before the statement (as assertCurrency does for one win).
    const runnable = chunk.filter((win) => win.currency === ctx.currency);
    const rows = runnable.length > 0 ? await runStatement(ctx, runnable) : [];
    let row = 0;
    for (const win of chunk) {
      if (win.currency !== ctx.currency) {
        results.push({ transactionId: win.transactionId, success: false, code: 'validation_failed', message: `The wallet currency is ${ctx.currency}` });
        continue;
      }
      const answer = await itemAnswer(ctx, win, rows[row]);
      row += 1;
      results.push(answer);
      if (answer.success && win.endRound !== false) settled.add(Number(win.playerId));
    }
  }
  for (const memberId of settled) noteMemberActivity(ctx.merchantId, memberId);
  return { results };
}
