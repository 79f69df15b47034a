import type { LottoContext } from './context';
import { LottoError } from './errors';
import * as repo from './repository';
import { refundSlip } from './settle-service';

/**
 * Voiding a draw (the operator's call when a draw cannot be run honestly, say its seed was lost):
 * only an open draw can be voided, and every slip on it is refunded through the platform. The
 * refunds are repeated by every pass until each is answered, so a crash half-way loses none.
 */
export async function voidDraw(ctx: LottoContext, merchantCode: string, drawKey: string, reason: string): Promise<number> {
  const draw = await repo.drawByKey(ctx.db, merchantCode, drawKey);
  if (!draw) throw new LottoError('not_found', 404);
  if (!(await repo.markVoid(ctx.db, draw.id, reason.slice(0, 200))) && draw.status !== 'void') throw new LottoError('draw_not_open', 409);
  return refundVoidedSlips(ctx);
}

/** Refunds what voided draws still hold (open or pending slips). */
export async function refundVoidedSlips(ctx: LottoContext): Promise<number> {
  let refunded = 0;
  for (const { slip, drawKey } of await repo.slipsOfVoidDraws(ctx.db)) {
    if (await refundSlip(ctx, slip, drawKey)) refunded += 1;
  }
  return refunded;
}
