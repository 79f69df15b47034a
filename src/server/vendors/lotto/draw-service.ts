import { randomBytes } from 'node:crypto';
import { commitmentOf, drawResult } from '@shared/lotto/draw';
import { GAMES, gameOf, type GameDef } from '@shared/lotto/games';
import { SEED_BYTES } from '@shared/lotto/stream';
import { DEFAULT_CLOSE_SECONDS, type LottoContext } from './context';
import * as repo from './repository';
import { nextDraw, previousDraw } from './schedule';

/**
 * Draws. Each game always has its next draw open for bets: the row is made with a fresh seed from
 * crypto and only the seed's SHA-256 is shown until the result (commit, then reveal). A draw whose
 * time has come is drawn by the first pass that sees it, however late (a server that was down draws
 * on start), and only once: the result is a function of the seed, and the row moves from open to
 * drawn in one conditional update. Settlement follows (settle-service).
 */

/** How long before its draw the game stops taking bets (merchant setting, else the default). */
export async function closeSecondsOf(ctx: LottoContext, merchantCode: string, game: GameDef): Promise<number> {
  const settings = await repo.settingsOf(ctx.db, merchantCode, game.code);
  return settings?.closeSeconds ?? DEFAULT_CLOSE_SECONDS[game.schedule.kind];
}

/**
 * The next draw of the game after `after` that still takes bets, made (with its seed and commitment)
 * unless it exists. A slot whose betting closed already (its close time passed, or its draw ran
 * early: the operator's "draw now") is passed over for the one after it.
 */
export async function openNextDraw(ctx: LottoContext, merchantCode: string, game: GameDef, after: number): Promise<repo.DrawRow> {
  const closeMs = (await closeSecondsOf(ctx, merchantCode, game)) * 1000;
  let slot = nextDraw(game, after);
  // A week of one-minute draws at most: betting can always open within that.
  for (let tries = 0; tries < 7 * 24 * 60; tries += 1, slot = nextDraw(game, slot.at)) {
    const existing = await repo.drawByKey(ctx.db, merchantCode, slot.key);
    if (existing) {
      if (existing.status === 'open' && existing.closesAt.getTime() > after) return existing;
      continue;
    }
    const opensAt = previousDraw(game, slot.at);
    const closesAt = Math.max(slot.at - closeMs, opensAt);
    if (closesAt <= after) continue;
    const seed = randomBytes(SEED_BYTES).toString('hex');
    return repo.ensureDraw(ctx.db, {
      merchantCode,
      gameCode: game.code,
      drawKey: slot.key,
      opensAt: new Date(opensAt),
      closesAt: new Date(closesAt),
      drawsAt: new Date(slot.at),
      seed,
      commitment: commitmentOf(seed),
    });
  }
  throw new Error(`${game.code}: no draw takes bets within a week (close time ${closeMs} ms)`);
}

/** Every game of every merchant gets its next draw once the last stored one is past (or none is). */
export async function openDraws(ctx: LottoContext): Promise<number> {
  const now = ctx.now();
  const latest = new Map((await repo.latestDraws(ctx.db)).map((r) => [`${r.merchantCode}|${r.gameCode}`, r.drawsAt.getTime()]));
  let opened = 0;
  for (const merchantCode of await repo.merchantCodes(ctx.db)) {
    for (const game of GAMES) {
      const last = latest.get(`${merchantCode}|${game.code}`);
      if (last !== undefined && last > now) continue;
      await openNextDraw(ctx, merchantCode, game, now);
      opened += 1;
    }
  }
  return opened;
}

/** The result of a draw row (recomputed from its seed: the stored result is the same numbers). */
export const resultOf = (draw: repo.DrawRow) => drawResult(gameOf(draw.gameCode), draw.seed, draw.drawKey);

/** Draws every open draw whose time has come; answers how many this pass drew. */
export async function runDueDraws(ctx: LottoContext): Promise<number> {
  let drawn = 0;
  for (const draw of await repo.dueDraws(ctx.db, new Date(ctx.now()))) {
    const late = ctx.now() - draw.drawsAt.getTime();
    if (await repo.markDrawn(ctx.db, draw.id, resultOf(draw), new Date(ctx.now()))) {
      drawn += 1;
      if (late > 60_000) ctx.log.warn({ draw: draw.drawKey, lateMs: late }, 'lottery draw ran late');
    }
  }
  return drawn;
}
