import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { betSchemaOf, GAMES, type GameDef } from '@shared/lotto/games';
import { MAX_STAKE } from '@shared/lotto/money';
import { vendorCodeOf } from './catalogue';
import { MAX_BETS_PER_SLIP, type LottoContext } from './context';
import { openNextDraw } from './draw-service';
import { LottoError, platformUnavailable, refusedBy } from './errors';
import * as repo from './repository';
import { acceptSlip, insertSlip, type NewBet, type NewSlip } from './slip-repository';

/**
 * Bet slips. A slip is several bets on one draw of one game, paid with one wallet bet of their
 * total (transaction id: the slip id; round: the player's round of that draw, so a draw settles
 * with one win per player). The slip is written pending first, on a draw that still takes bets
 * (checked under the draw's row lock), then the platform is asked: accepted, the slip is open;
 * refused, it is refused with the platform's code and balance; no answer, it stays pending and the
 * sweeper refunds it (the refund call also bars a late bet), so money is never taken for a slip
 * the vendor does not hold. A game in maintenance takes no slip: the insert reads its flag.
 */

export const slipInput = z.strictObject({
  game: z.string().regex(/^[A-Z0-9_]{2,40}$/u),
  /** The draw the player saw; refused (draw_closed) when betting moved on to the next one. */
  drawKey: z.string().max(80).optional(),
  bets: z.array(z.unknown()).min(1).max(MAX_BETS_PER_SLIP),
});
export type SlipInput = z.infer<typeof slipInput>;

export interface PlacedSlip {
  slipId: string;
  drawKey: string;
  total: number;
  balance: number;
  status: 'open' | 'pending';
}

export const roundIdOf = (drawKey: string, playerId: string) => `${drawKey}:${playerId}`;

function gameFor(vendorCode: string, code: string): GameDef {
  const game = GAMES.find((g) => g.code === code);
  if (!game || vendorCodeOf(game) !== vendorCode) throw new LottoError('unknown_game', 404);
  return game;
}

/** Each bet checked by its game's strict schema; the first bad one names its place. */
function parseBets(game: GameDef, bets: readonly unknown[]): NewBet[] {
  const schema = betSchemaOf(game);
  return bets.map((raw, i) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new LottoError('invalid_bet', 422, undefined, { [`bets.${i}`]: parsed.error.issues[0]?.message ?? 'invalid' });
    return { bet: parsed.data, stake: parsed.data.stake };
  });
}

/**
 * The draws taking bets, remembered per database, merchant and game until their close time, so a
 * slip does not look its draw up: insertSlip checks the draw under its lock all the same, and a draw
 * that stopped taking bets early is looked up again (`fresh`).
 */
const takingBetsNow = new WeakMap<object, Map<string, repo.DrawRow>>();

async function takingBets(ctx: LottoContext, merchantCode: string, game: GameDef, now: Date, fresh: boolean): Promise<repo.DrawRow> {
  let known = takingBetsNow.get(ctx.db);
  if (!known) {
    known = new Map();
    takingBetsNow.set(ctx.db, known);
  }
  const key = `${merchantCode}|${game.code}`;
  const remembered = known.get(key);
  if (!fresh && remembered && remembered.closesAt > now && remembered.opensAt <= now) return remembered;
  const draw = (await repo.currentDraw(ctx.db, merchantCode, game.code, now)) ?? (await openNextDraw(ctx, merchantCode, game, now.getTime()));
  known.set(key, draw);
  return draw;
}

/** A new slip's id (and its wallet bet's transaction id). */
export const newSlipId = () => `L${randomBytes(15).toString('base64url')}`;

/**
 * Places a slip. `slipId` is a fresh one unless the caller names it (the demo history, whose ids are
 * derived from the player so that a repeat cannot bet twice: the insert refuses a known id).
 */
export async function placeSlip(ctx: LottoContext, session: repo.SessionRow, input: SlipInput, slipId = newSlipId()): Promise<PlacedSlip> {
  const game = gameFor(session.vendorCode, input.game);
  const bets = parseBets(game, input.bets);
  const total = bets.reduce((sum, b) => sum + b.stake, 0);
  if (total > MAX_STAKE) throw new LottoError('invalid_bet', 422, undefined, { bets: 'total_too_large' });
  const now = new Date(ctx.now());
  const slipOn = (drawId: number): NewSlip => ({ id: slipId, merchantCode: session.merchantCode, vendorCode: session.vendorCode, gameCode: game.code, drawId, sessionId: session.id, playerId: session.playerId, currency: session.currency, total, createdAt: now, bets });
  const write = async (draw: repo.DrawRow) => {
    if (input.drawKey !== undefined && input.drawKey !== draw.drawKey) throw new LottoError('draw_closed', 409);
    const written = await insertSlip(ctx.db, slipOn(draw.id), now);
    if (written === 'maintenance') throw new LottoError('game_maintenance', 409);
    return written === 'placed';
  };
  let draw = await takingBets(ctx, session.merchantCode, game, now, false);
  if (!(await write(draw))) {
    // The remembered draw closed meanwhile (drawn early, voided): the draw taking bets now, once.
    draw = await takingBets(ctx, session.merchantCode, game, now, true);
    if (!(await write(draw))) throw new LottoError('draw_closed', 409);
  }

  const result = await ctx.wallet.call(session.merchantCode, session.vendorCode, 'bet', {
    playerId: session.playerId,
    token: session.token,
    transactionId: slipId,
    roundId: roundIdOf(draw.drawKey, session.playerId),
    amount: total,
    currency: session.currency,
    // One session bets on many games: the platform records the round under this one.
    gameCode: game.code,
  });
  if (result.kind === 'refused') {
    await repo.setSlipStatus(ctx.db, slipId, 'refused', ['pending'], result.code);
    throw refusedBy(result.code, result.balance);
  }
  if (result.kind === 'unknown') {
    ctx.log.warn({ slipId, error: result.error }, 'lottery bet call unanswered: the sweeper refunds the slip');
    throw platformUnavailable(session.balance);
  }
  // A refund that overtook a slow answer keeps the slip refunded: the platform refunded the stake.
  const balance = result.balance ?? session.balance;
  if (!(await acceptSlip(ctx.db, { slipId, sessionId: session.id, balance }))) throw new LottoError('bet_refunded', 409, result.balance);
  return { slipId, drawKey: draw.drawKey, total, balance, status: 'open' };
}
