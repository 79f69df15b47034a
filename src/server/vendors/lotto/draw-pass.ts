import type { LottoContext } from './context';
import { openDraws, runDueDraws } from './draw-service';
import * as repo from './repository';
import { refundStalePending, settleDraw } from './settle-service';
import { refundVoidedSlips } from './void-service';

export interface DrawPassReport {
  opened: number;
  drawn: number;
  settled: number;
  unsettled: number;
  refunded: number;
}

/**
 * One pass of the lottery's clock: next draws opened, due draws drawn, drawn draws settled, stale
 * pending slips and the slips of voided draws refunded. Every step is safe to repeat and to run in
 * several processes at once (conditional updates, idempotent wallet calls), so a pass after a
 * crash or a restart simply finishes what the last one left.
 */
export async function drawPass(ctx: LottoContext): Promise<DrawPassReport> {
  const opened = await openDraws(ctx);
  const drawn = await runDueDraws(ctx);
  let refunded = await refundStalePending(ctx);
  refunded += await refundVoidedSlips(ctx);
  let settled = 0;
  let unsettled = 0;
  const currencies = await repo.merchantCurrencies(ctx.db);
  for (const draw of await repo.drawnDraws(ctx.db)) {
    const currency = currencies.get(draw.merchantCode);
    if (currency && (await settleDraw(ctx, draw, currency))) settled += 1;
    else unsettled += 1;
  }
  return { opened, drawn, settled, unsettled, refunded };
}
