import { randomBytes } from 'node:crypto';
import { commitmentOf, drawResult } from '@shared/lotto/draw';
import { GAMES, type GameDef } from '@shared/lotto/games';
import { SEED_BYTES } from '@shared/lotto/stream';
import type { LottoContext } from './context';
import * as repo from './repository';
import { nextDraw, previousDraw } from './schedule';

/**
 * A new vendor's past: when a merchant's game has no past draw at all (the vendor's first start for
 * that merchant), the draws of the last days are made and drawn at once, each from its own crypto seed
 * and verifiable like any other, so the results pages, the VN numero lookup and the lobby's "last
 * result" have something to show. Nobody bet on them: they settle with nothing to pay.
 */

/** How many past draws each game gets. */
const PAST: Record<GameDef['family'], number> = { VN: 7, SEA4D: 6, QUICK5: 12, DICE3: 12 };

export async function backfillHistory(ctx: LottoContext): Promise<number> {
  const have = await repo.gamesWithPast(ctx.db);
  let made = 0;
  for (const merchantCode of await repo.merchantCodes(ctx.db)) {
    for (const game of GAMES) {
      if (have.has(`${merchantCode}|${game.code}`)) continue;
      let cursor = ctx.now();
      for (let i = 0; i < PAST[game.family]; i += 1) {
        const { key, at: drawsAt } = nextDraw(game, previousDraw(game, cursor) - 1);
        cursor = drawsAt;
        const seed = randomBytes(SEED_BYTES).toString('hex');
        const opensAt = new Date(previousDraw(game, drawsAt));
        const draw = await repo.ensureDraw(ctx.db, { merchantCode, gameCode: game.code, drawKey: key, opensAt, closesAt: new Date(drawsAt), drawsAt: new Date(drawsAt), seed, commitment: commitmentOf(seed) });
        if (await repo.markDrawn(ctx.db, draw.id, drawResult(game, draw.seed, draw.drawKey), new Date(drawsAt))) made += 1;
      }
    }
  }
  return made;
}
