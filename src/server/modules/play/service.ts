import type { LaunchAnswer, LaunchInput, LaunchMode } from '@shared/api/play';
import { TRIAL_TYPE } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordRecent } from '../games/member-games-service';
import type { Merchant } from '../merchant/directory';
import { issueLaunchToken, launchUrlOf } from '../seamless/launch-service';
import { localize, pickLanguage } from '../system/projection';
import { vendorUrl } from '../../lib/vendor-url';
import { findLaunchable, type LaunchableGame } from './repository';

interface Playable {
  game: LaunchableGame & { vendorGameCode: string };
  launchUrl: string;
}

/** The named game, if it exists and can be played now (game_maintenance otherwise). */
async function playable(db: Db, merchant: Merchant, input: LaunchInput): Promise<Playable> {
  const nodeId = input.nodeId ?? input.gameCode;
  const pick = { vendorCode: input.vassalage, gameType: input.gameType };
  // A lottery route's gameCode is a node id or the vendor's own game code (SEA4D).
  const game =
    (await findLaunchable(db, merchant.id, { ...pick, nodeId })) ??
    (input.nodeId === undefined && input.gameCode !== undefined ? await findLaunchable(db, merchant.id, { ...pick, vendorGameCode: input.gameCode }) : undefined);
  if (!game) throw new AppError('not_found', 'No such game');
  const launchUrl = await launchUrlOf(db, merchant.id, game.vendorCode);
  // A game with no vendor code, or a vendor nobody configured, cannot be played: to the player
  // that is the same as maintenance ("try others").
  if (game.maintenance || game.vendorGameCode === null || !launchUrl) throw new AppError('game_maintenance', 'Game under maintenance, try others');
  return { game: { ...game, vendorGameCode: game.vendorGameCode }, launchUrl };
}

function answer({ game, launchUrl }: Playable, merchant: Merchant, input: LaunchInput, mode: LaunchMode, extra: Record<string, string>): LaunchAnswer {
  const language = pickLanguage(merchant, input.language);
  const gameName = localize(game.name, language);
  const url = vendorUrl(launchUrl, { ...extra, game: game.vendorGameCode, title: gameName, lang: language, merchant: merchant.code, theme: input.theme });
  return { url, mode, nodeId: game.nodeId, vassalage: game.vendorCode, gameName };
}

export interface Player {
  id: number;
  type: number;
}

/**
 * A real-money launch: a fresh launch token for this player, game and vendor (the vendor exchanges
 * it once, then bets with it), and the game on the player's recent list, in one transaction.
 */
export async function launchReal(db: Db, merchant: Merchant, player: Player, input: LaunchInput, now: number): Promise<LaunchAnswer> {
  if (player.type === TRIAL_TYPE) throw new AppError('in_need_true_account', 'A real account is needed for this');
  const target = await playable(db, merchant, input);
  const token = await db.transaction(async (tx) => {
    const issued = await issueLaunchToken(tx, merchant, player.id, { nodeId: target.game.nodeId, vendorCode: target.game.vendorCode }, now);
    await recordRecent(tx, merchant.id, player.id, target.game.id, new Date(now));
    return issued;
  });
  return answer(target, merchant, input, 'real', { token });
}

/** Free trial: only games that offer one (supportPlay 0); demo money, no token, no wallet. */
export async function launchTrial(db: Db, merchant: Merchant, input: LaunchInput): Promise<LaunchAnswer> {
  const target = await playable(db, merchant, input);
  if (target.game.supportPlay) throw new AppError('free_trial_unavailable', 'This game offers no free trial');
  return answer(target, merchant, input, 'trial', { mode: 'trial', currency: merchant.config.currency.code });
}
