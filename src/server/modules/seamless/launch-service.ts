import { TRIAL_TYPE } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { Tx } from '../ledger/repository';
import * as repo from './repository';
import type { AuthenticateAnswer } from './schemas';
import { answerOf, type CallContext } from './service';

/**
 * A game session lives as long as it is used: each authenticate and bet moves its expiry this far
 * ahead (a bet writes it at most once a minute, so a session idle for this long less up to a minute
 * ends). Wins and refunds never need it (a round may settle after the player left).
 */
export const GAME_SESSION_IDLE_MS = 30 * 60_000;

export interface LaunchGame {
  /** The game's public id (games.node_id). */
  nodeId: string;
  vendorCode: string;
}

/**
 * Issues the token the launch URL carries to the vendor, who exchanges it for the player
 * (authenticate). Only its SHA-256 is stored; the raw token is returned once.
 */
export async function issueLaunchToken(db: Tx, merchant: { id: number }, memberId: number, game: LaunchGame, now = Date.now()): Promise<string> {
  const member = await repo.findMember(db, merchant.id, memberId);
  if (!member) throw new AppError('not_found', 'No such member');
  const token = randomToken(32);
  await repo.insertLaunchToken(db, {
    merchantId: merchant.id,
    memberId,
    tokenHash: sha256Hex(token),
    gameNodeId: game.nodeId,
    vendorCode: game.vendorCode,
    createdAt: new Date(now),
    expiresAt: new Date(now + GAME_SESSION_IDLE_MS),
  });
  return token;
}

/** Where a vendor's games open (its launch URL), or undefined when the vendor cannot be launched. */
export async function launchUrlOf(db: Db, merchantId: number, vendorCode: string): Promise<string | undefined> {
  return (await repo.findIntegration(db, merchantId, vendorCode))?.launchUrl ?? undefined;
}

/** The vendor exchanges a launch token for the player, the currency and the balance. */
export async function authenticate(ctx: CallContext, token: string): Promise<AuthenticateAnswer> {
  const live = await repo.touchLaunchToken(
    ctx.db,
    { merchantId: ctx.merchantId, tokenHash: sha256Hex(token), vendorCode: ctx.vendorCode },
    new Date(ctx.now),
    new Date(ctx.now + GAME_SESSION_IDLE_MS),
    true,
  );
  if (!live) throw new AppError('game_session_expired', 'Unknown or expired launch token');
  const member = await repo.findMember(ctx.db, ctx.merchantId, live.memberId);
  if (!member) throw new Error('launch token of a vanished member');
  const answer = await answerOf(ctx.db, ctx, member.id);
  return {
    ...answer,
    nickname: member.nickname || member.account,
    playerType: member.type === TRIAL_TYPE ? 'trial' : 'real',
    gameId: live.gameNodeId,
    vendorCode: ctx.vendorCode,
  };
}

/** A bet's game session: the player's live token for this vendor (its expiry moves ahead). */
export async function liveSession(tx: Tx, ctx: CallContext, memberId: number, token: string): Promise<repo.LiveToken> {
  const live = await repo.touchLaunchToken(
    tx,
    { merchantId: ctx.merchantId, tokenHash: sha256Hex(token), vendorCode: ctx.vendorCode, memberId },
    new Date(ctx.now),
    new Date(ctx.now + GAME_SESSION_IDLE_MS),
    false,
  );
  if (!live) throw new AppError('game_session_expired', 'No live game session for this player');
  return live;
}
