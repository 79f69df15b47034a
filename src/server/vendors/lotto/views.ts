import type { Language } from '@shared/constants';
import { drawResult } from '@shared/lotto/draw';
import { GAMES, gameOf, type GameDef } from '@shared/lotto/games';
import type { DrawView, GameSummary, PlayerBet } from './api-types';
import { gameName } from '@shared/lotto/names';
import { vendorCodeOf } from './catalogue';
import type { LottoContext } from './context';
import { openNextDraw } from './draw-service';
import * as repo from './repository';

/** The page API's shapes (api-types.ts) built from the vendor's rows. The seed of an open draw never leaves here. */

export function drawView(draw: repo.DrawRow): DrawView {
  const revealed = draw.status === 'drawn' || draw.status === 'settled';
  return {
    key: draw.drawKey,
    game: draw.gameCode,
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawsAt: draw.drawsAt.toISOString(),
    commitment: draw.commitment,
    status: draw.status,
    // Recomputed from the seed rather than read back from jsonb, which reorders an object's keys.
    ...(revealed ? { result: drawResult(gameOf(draw.gameCode), draw.seed, draw.drawKey), seed: draw.seed } : {}),
    ...(draw.drawnAt ? { drawnAt: draw.drawnAt.toISOString() } : {}),
    ...(draw.voidReason ? { voidReason: draw.voidReason } : {}),
  };
}

function scheduleOf(game: GameDef): GameSummary['schedule'] {
  const s = game.schedule;
  return s.kind === 'interval' ? { kind: 'interval', minutes: s.minutes } : { kind: 'weekly', zone: s.zone, weekdays: [...s.weekdays], time: s.time };
}

interface Known {
  settings: Map<string, repo.SettingsRow>;
  draws: Map<string, repo.DrawRow>;
}

/** A game with the draw taking bets now (made when missing: betting on a game is always open somewhere). */
async function summaryOf(ctx: LottoContext, merchantCode: string, game: GameDef, lang: Language, known: Known): Promise<GameSummary> {
  const maintenance = known.settings.get(game.code)?.maintenance === 'on';
  const now = new Date(ctx.now());
  const draw = maintenance ? undefined : (known.draws.get(game.code) ?? (await openNextDraw(ctx, merchantCode, game, now.getTime())));
  return {
    code: game.code,
    family: game.family,
    ...(game.region ? { region: game.region } : {}),
    name: gameName(game, lang),
    schedule: scheduleOf(game),
    maintenance,
    draw: draw && draw.closesAt > now ? drawView(draw) : null,
  };
}

/** The merchant's settings and open draws, read once for any number of games. */
async function knownOf(ctx: LottoContext, merchantCode: string): Promise<Known> {
  const [settings, draws] = await Promise.all([repo.settingsOfMerchant(ctx.db, merchantCode), repo.currentDraws(ctx.db, merchantCode, new Date(ctx.now()))]);
  return { settings, draws };
}

export async function gameSummary(ctx: LottoContext, merchantCode: string, game: GameDef, lang: Language): Promise<GameSummary> {
  return summaryOf(ctx, merchantCode, game, lang, await knownOf(ctx, merchantCode));
}

/** The session's games: two queries for all of them (a draw is opened only where none takes bets). */
export async function gameSummaries(ctx: LottoContext, session: repo.SessionRow, lang: Language): Promise<GameSummary[]> {
  const known = await knownOf(ctx, session.merchantCode);
  const out: GameSummary[] = [];
  for (const game of GAMES.filter((g) => vendorCodeOf(g) === session.vendorCode)) out.push(await summaryOf(ctx, session.merchantCode, game, lang, known));
  return out;
}

export function playerBet(row: repo.PlayerBetRow, lang: Language): PlayerBet {
  const status: PlayerBet['status'] = row.slipStatus === 'pending' ? 'pending' : (row.status as PlayerBet['status']);
  return {
    slipId: row.slipId,
    drawKey: row.drawKey,
    game: row.gameCode,
    gameName: gameName(gameOf(row.gameCode), lang),
    bet: row.bet as PlayerBet['bet'],
    stake: row.stake,
    payout: status === 'open' || status === 'pending' ? null : row.payout,
    status,
    placedAt: new Date(row.createdAt).toISOString(),
  };
}
