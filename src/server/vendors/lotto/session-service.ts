import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@shared/constants';
import { GAMES } from '@shared/lotto/games';
import { isLottoCode, vendorCodeOf } from './catalogue';
import { SESSION_TTL_MS, type LottoContext } from './context';
import { LottoError, platformUnavailable, refusedBy, sessionEnded } from './errors';
import * as repo from './repository';

/**
 * Game sessions. A launch exchanges the platform's one-time launch token (authenticate) for the
 * player and opens a session of the vendor's own; the pages then live on `?sid=`, so a reload works
 * although the token cannot be exchanged again. The lottery has no free trial: its routes need a
 * login on the platform, and a trial account's authenticate answer is refused here.
 */

export interface LaunchParams {
  vendorCode: string;
  game: string | undefined;
  lang: Language;
  merchant: string | undefined;
  theme: 'light' | 'dark' | undefined;
}

const authenticated = z.object({
  playerId: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/u),
  balance: z.number().int(),
  nickname: z.string().optional(),
  playerType: z.enum(['real', 'trial']).optional(),
});

export const languageOf = (value: unknown): Language => (typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value.toUpperCase()) ? (value.toUpperCase() as Language) : 'EN');

/** The game a launch opens on: the one asked for when this code serves it, else the code's first. */
function launchGame(vendorCode: string, asked: string | undefined): string {
  const own = GAMES.filter((g) => vendorCodeOf(g) === vendorCode);
  return own.find((g) => g.code === asked)?.code ?? own[0]?.code ?? '';
}

export async function launch(ctx: LottoContext, params: LaunchParams, token: string): Promise<string> {
  if (!isLottoCode(params.vendorCode)) throw new LottoError('unknown_game', 404);
  if (!params.merchant) throw new LottoError('bad_launch', 400);
  const result = await ctx.wallet.call(params.merchant, params.vendorCode, 'authenticate', { token });
  if (result.kind === 'refused') throw result.code === 'game_session_expired' || result.code === 'validation_failed' ? sessionEnded() : refusedBy(result.code);
  if (result.kind === 'unknown') throw platformUnavailable();
  const player = authenticated.safeParse(result.value);
  if (!player.success) throw platformUnavailable();
  if (player.data.playerType === 'trial') throw new LottoError('player_not_allowed', 403);
  const now = ctx.now();
  const id = randomBytes(24).toString('base64url');
  await repo.addMerchant(ctx.db, params.merchant, player.data.currency);
  await repo.insertSession(ctx.db, {
    id,
    merchantCode: params.merchant,
    vendorCode: params.vendorCode,
    game: launchGame(params.vendorCode, params.game),
    lang: params.lang,
    theme: params.theme ?? null,
    playerId: player.data.playerId,
    nickname: player.data.nickname ?? '',
    token,
    currency: player.data.currency,
    balance: player.data.balance,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
  });
  return id;
}

/** How long a process keeps a session it read, and how many it keeps at most. */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_SIZE = 20_000;

/**
 * Sessions this process read lately, per database. A session's row never changes after its launch
 * but for its last known balance (a fallback only: slips answer the balance the platform gave) and
 * is deleted only once expired, so every page call need not read it again. Misses are not kept.
 */
const recentSessions = new WeakMap<object, Map<string, { row: repo.SessionRow; until: number }>>();

async function sessionById(ctx: LottoContext, sid: string): Promise<repo.SessionRow | undefined> {
  let recent = recentSessions.get(ctx.db);
  if (!recent) {
    recent = new Map();
    recentSessions.set(ctx.db, recent);
  }
  const now = performance.now();
  const kept = recent.get(sid);
  if (kept && kept.until > now) return kept.row;
  const row = await repo.findSession(ctx.db, sid);
  recent.delete(sid);
  if (row) {
    recent.set(sid, { row, until: now + SESSION_CACHE_MS });
    if (recent.size > SESSION_CACHE_SIZE) {
      const oldest = recent.keys().next().value;
      if (oldest !== undefined) recent.delete(oldest);
    }
  }
  return row;
}

/** A live session; anything else has ended. */
export async function openSession(ctx: LottoContext, sid: string): Promise<repo.SessionRow> {
  const session = await sessionById(ctx, sid);
  if (!session || session.expiresAt.getTime() <= ctx.now()) throw sessionEnded();
  return session;
}

/** The player's balance as the platform has it now (best effort: the last known one otherwise). */
export async function currentBalance(ctx: LottoContext, session: repo.SessionRow): Promise<number> {
  const result = await ctx.wallet.call(session.merchantCode, session.vendorCode, 'balance', { playerId: session.playerId });
  if (result.kind !== 'ok' || result.balance === undefined) return session.balance;
  if (result.balance !== session.balance) await repo.setSessionBalance(ctx.db, session.id, result.balance);
  return result.balance;
}
