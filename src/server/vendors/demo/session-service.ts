import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Language } from '@shared/constants';
import { SESSION_TTL_MS, TRIAL_BALANCE, type VendorContext } from './context';
import { DEMO_ENGINES, isDemoGame, type DemoGameCode } from './engines/rounds';
import { platformUnavailable, refusedBy, sessionEnded, VendorError } from './errors';
import * as repo from './repository';

/**
 * Game sessions. A real launch exchanges the platform's one-time launch token (authenticate) for
 * the player and opens a session of the vendor's own; the page then lives on `?sid=` so a reload
 * works although the token cannot be exchanged again. A free trial opens a session on demo money.
 */

export type Theme = 'light' | 'dark';

export interface LaunchParams {
  vendorCode: string;
  game: string | undefined;
  title: string | undefined;
  lang: Language;
  merchant: string | undefined;
  theme: Theme | undefined;
}

/** The vendor's reading of the authenticate answer: only what it needs, checked. */
const authenticated = z.object({
  playerId: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/u),
  balance: z.number().int(),
  nickname: z.string().optional(),
});

function gameOf(params: LaunchParams): DemoGameCode {
  if (params.game === undefined || !isDemoGame(params.game)) throw new VendorError('unknown_game', 404, 'unknownGame');
  return params.game;
}

function merchantOf(params: LaunchParams): string {
  if (!params.merchant) throw new VendorError('bad_launch', 400, 'badLaunch');
  return params.merchant;
}

function baseRow(ctx: VendorContext, params: LaunchParams, game: DemoGameCode) {
  const now = ctx.now();
  return {
    id: randomBytes(24).toString('base64url'),
    merchantCode: merchantOf(params),
    vendorCode: params.vendorCode,
    game,
    title: params.title?.trim().slice(0, 120) || DEMO_ENGINES[game].rules.name,
    lang: params.lang,
    theme: params.theme ?? null,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
  };
}

/** Real money: authenticate the launch token (once), then a session that keeps the token for bets. */
export async function launchReal(ctx: VendorContext, params: LaunchParams, token: string): Promise<string> {
  const game = gameOf(params);
  const row = baseRow(ctx, params, game);
  const result = await ctx.wallet.call(row.merchantCode, params.vendorCode, 'authenticate', { token });
  if (result.kind === 'refused') throw result.code === 'game_session_expired' || result.code === 'validation_failed' ? sessionEnded() : refusedBy(result.code);
  if (result.kind === 'unknown') throw platformUnavailable();
  const player = authenticated.safeParse(result.value);
  if (!player.success) throw platformUnavailable();
  const { playerId, currency, balance, nickname } = player.data;
  await repo.insertSession(ctx.db, { ...row, trial: false, playerId, nickname: nickname ?? '', token, currency, balance });
  return row.id;
}

/** Free trial: demo money in the platform's currency, and no wallet calls ever. */
export async function startTrial(ctx: VendorContext, params: LaunchParams, currency: string): Promise<string> {
  const game = gameOf(params);
  const row = baseRow(ctx, params, game);
  await repo.insertSession(ctx.db, { ...row, trial: true, playerId: null, token: null, currency, balance: TRIAL_BALANCE });
  return row.id;
}

/** A live session of this vendor code; anything else has ended. */
export async function openSession(ctx: VendorContext, vendorCode: string, sid: string): Promise<repo.SessionRow> {
  const session = await repo.findSession(ctx.db, sid);
  if (!session || session.vendorCode !== vendorCode || session.expiresAt.getTime() <= ctx.now() || !isDemoGame(session.game)) throw sessionEnded();
  return session;
}

/** The real player's balance as the platform has it now (best effort: the last known one otherwise). */
export async function currentBalance(ctx: VendorContext, session: repo.SessionRow): Promise<number> {
  if (session.trial || session.playerId === null) return session.balance;
  const result = await ctx.wallet.call(session.merchantCode, session.vendorCode, 'balance', { playerId: session.playerId });
  if (result.kind !== 'ok' || result.balance === undefined) return session.balance;
  if (result.balance !== session.balance) await repo.setSessionBalance(ctx.db, session.id, result.balance);
  return result.balance;
}
