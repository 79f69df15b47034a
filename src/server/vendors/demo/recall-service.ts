import { isDeepStrictEqual } from 'node:util';
import type { VendorContext } from './context';
import { isDemoGame, replayRound, type PlayedRound } from './engines/rounds';
import { VendorError } from './errors';
import * as repo from './repository';
import { ownRound } from './round-service';
import { openSession } from './session-service';

/**
 * Game recall: a stored round replayed from its seed and input. The platform's betting record links
 * here with a short-lived signature; the game's own history links with the session. Either way the
 * replay must reproduce the stored outcome exactly, or the page says so instead of showing it.
 */

/** A link may not be signed further ahead than this (the platform signs for 10 minutes). */
const MAX_LINK_LIFETIME_MS = 60 * 60_000;

export interface Recalled {
  round: repo.RoundRow;
  replay: PlayedRound;
}

function replayOf(round: repo.RoundRow): Recalled {
  if (!isDemoGame(round.game)) throw new VendorError('round_not_found', 404, 'roundNotFound');
  const replay = replayRound({ game: round.game, roundId: round.roundId, seed: round.seed, input: round.input });
  // Through JSON, as the stored outcome went into jsonb.
  const details = JSON.parse(JSON.stringify(replay.outcome.details)) as unknown;
  const same = replay.outcome.stake === round.stake && replay.outcome.win === round.win && isDeepStrictEqual(details, round.outcome);
  if (!same) throw new VendorError('replay_mismatch', 500, 'replayMismatch');
  return { round, replay };
}

export interface SignedRecall {
  round: string;
  exp: number;
  sig: string;
}

/** The platform's signed link: unexpired, not too far ahead, signed with this code's secret. */
export async function recallSigned(ctx: VendorContext, vendorCode: string, link: SignedRecall): Promise<Recalled> {
  const now = ctx.now();
  if (!ctx.keys.recallSignatureValid(vendorCode, link.round, link.exp, link.sig) || link.exp > now + MAX_LINK_LIFETIME_MS) {
    throw new VendorError('recall_invalid', 403, 'recallInvalid');
  }
  if (link.exp <= now) throw new VendorError('recall_expired', 410, 'recallExpired');
  const round = await repo.findRound(ctx.db, link.round);
  if (!round || round.vendorCode !== vendorCode) throw new VendorError('round_not_found', 404, 'roundNotFound');
  return replayOf(round);
}

/** From inside the game: one of the session player's own rounds. */
export async function recallOwn(ctx: VendorContext, vendorCode: string, sid: string, roundId: string): Promise<Recalled & { session: repo.SessionRow }> {
  const session = await openSession(ctx, vendorCode, sid);
  return { ...replayOf(await ownRound(ctx, session, roundId)), session };
}
