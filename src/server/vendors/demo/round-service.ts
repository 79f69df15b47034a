import { randomBytes, randomInt } from 'node:crypto';
import { HISTORY_SIZE, JACKPOT_GAME, type VendorContext } from './context';
import { playRound, type DemoGameCode, type PlayedRound } from './engines/rounds';
import { fromEngine, isEngineError, platformUnavailable, refusedBy, VendorError } from './errors';
import * as repo from './repository';
import { betTransactionOf, creditWin, refundBet } from './settlement';

/**
 * One round of a demo game. The outcome is drawn and stored (status pending) before the platform
 * hears of the bet, so whatever happens next (a lost answer, a closed window, a crash) the round
 * can be finished server-side: settled with its stored win, or its bet refunded. Never stuck.
 */

export interface RoundView {
  roundId: string;
  game: string;
  stake: number;
  win: number;
  details: unknown;
  description: string;
  /** What the progressive jackpot paid on top of `win` (0 mostly). */
  jackpotWin: number;
  status: repo.RoundRow['status'];
  createdAt: string;
  /** In-game replay of this round. */
  recallUrl: string;
}

export interface RoundAnswer {
  round: RoundView;
  balance: number;
  currency: string;
  /** The win is still on its way to the platform (the sweeper retries it). */
  settling: boolean;
}

export function viewOf(row: repo.RoundRow, sid: string): RoundView {
  const query = new URLSearchParams({ sid, round: row.roundId });
  return {
    roundId: row.roundId,
    game: row.game,
    stake: row.stake,
    win: row.win,
    details: row.outcome,
    description: row.description,
    jackpotWin: row.jackpotWin,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    recallUrl: `/demo-vendor/${encodeURIComponent(row.vendorCode)}/recall?${query.toString()}`,
  };
}

/** A round id nobody can guess or collide with: the platform keys rounds by it. */
const newRoundId = () => `dv${randomBytes(12).toString('hex')}`;

function play(game: DemoGameCode, input: unknown): PlayedRound {
  try {
    return playRound(game, newRoundId(), input);
  } catch (error) {
    throw isEngineError(error) ? fromEngine(error) : error;
  }
}

/** Drawn with the round, from crypto: only real-money spins of the slot can hit the jackpot. */
function hitsJackpot(ctx: VendorContext, session: repo.SessionRow, played: PlayedRound): boolean {
  return !session.trial && played.record.game === JACKPOT_GAME && randomInt(ctx.jackpotOdds) === 0;
}

function rowOf(ctx: VendorContext, session: repo.SessionRow, played: PlayedRound, now: number): repo.NewRound {
  return {
    jackpot: hitsJackpot(ctx, session, played),
    roundId: played.record.roundId,
    merchantCode: session.merchantCode,
    vendorCode: session.vendorCode,
    sessionId: session.id,
    trial: session.trial,
    playerId: session.playerId,
    game: played.record.game,
    seed: played.record.seed,
    input: played.record.input,
    currency: session.currency,
    stake: played.outcome.stake,
    win: played.outcome.win,
    outcome: played.outcome.details,
    description: played.description,
    status: session.trial ? 'settled' : 'pending',
    createdAt: new Date(now),
    settledAt: session.trial ? new Date(now) : null,
  };
}

async function answerOf(ctx: VendorContext, session: repo.SessionRow, roundId: string, balance: number, settling: boolean): Promise<RoundAnswer> {
  const row = await repo.findRound(ctx.db, roundId);
  if (!row) throw new Error(`round ${roundId} vanished`);
  return { round: viewOf(row, session.id), balance, currency: session.currency, settling };
}

async function playTrial(ctx: VendorContext, session: repo.SessionRow, row: repo.NewRound): Promise<RoundAnswer> {
  const balance = await repo.playTrialRound(ctx.db, session.id, row);
  if (balance === undefined) throw refusedBy('insufficient_funds', (await repo.findSession(ctx.db, session.id))?.balance);
  return answerOf(ctx, session, row.roundId, balance, false);
}

/** The bet's answer was lost: refund it now, or leave it pending for the sweeper. */
async function abandonBet(ctx: VendorContext, roundId: string): Promise<never> {
  const round = await repo.findRound(ctx.db, roundId);
  const refund = round ? await refundBet(ctx, round) : undefined;
  if (refund?.kind === 'ok') throw new VendorError('round_refunded', 502, 'roundRefunded', refund.balance);
  throw platformUnavailable();
}

async function playReal(ctx: VendorContext, session: repo.SessionRow, row: repo.NewRound): Promise<RoundAnswer> {
  await repo.insertRound(ctx.db, row);
  const bet = await ctx.wallet.call(session.merchantCode, session.vendorCode, 'bet', {
    playerId: session.playerId,
    token: session.token,
    transactionId: betTransactionOf(row.roundId),
    roundId: row.roundId,
    amount: row.stake,
    currency: session.currency,
  });
  if (bet.kind === 'refused') {
    await repo.moveRound(ctx.db, row.roundId, ['pending'], { status: 'refused', settledAt: new Date(ctx.now()), lastError: bet.code });
    if (bet.balance !== undefined) await repo.setSessionBalance(ctx.db, session.id, bet.balance);
    throw refusedBy(bet.code, bet.balance);
  }
  if (bet.kind === 'unknown') return abandonBet(ctx, row.roundId);
  // The sweeper may have refunded a bet whose answer took too long: then the stake came back.
  if (!(await repo.moveRound(ctx.db, row.roundId, ['pending'], { status: 'bet_placed' }))) return abandonBet(ctx, row.roundId);
  const placed = await repo.findRound(ctx.db, row.roundId);
  const win = placed ? await creditWin(ctx, placed) : undefined;
  const settled = win?.kind === 'ok';
  const balance = (settled ? win.balance : bet.balance) ?? session.balance;
  await repo.setSessionBalance(ctx.db, session.id, balance);
  return answerOf(ctx, session, row.roundId, balance, !settled);
}

/** Plays one round of the session's game with the player's input (validated by the engine). */
export async function playSessionRound(ctx: VendorContext, session: repo.SessionRow, input: unknown): Promise<RoundAnswer> {
  const played = play(session.game as DemoGameCode, input);
  const row = rowOf(ctx, session, played, ctx.now());
  return session.trial ? playTrial(ctx, session, row) : playReal(ctx, session, row);
}

/** The last rounds of the session's player (a trial: of the session) at this vendor code. */
export async function historyOf(ctx: VendorContext, session: repo.SessionRow): Promise<RoundView[]> {
  const key: repo.HistoryKey =
    session.trial || session.playerId === null
      ? { trial: true, sessionId: session.id }
      : { trial: false, merchantCode: session.merchantCode, vendorCode: session.vendorCode, playerId: session.playerId };
  return (await repo.recentRounds(ctx.db, key, HISTORY_SIZE)).map((row) => viewOf(row, session.id));
}

/** A round the session's player may replay from inside the game; others are not found. */
export async function ownRound(ctx: VendorContext, session: repo.SessionRow, roundId: string): Promise<repo.RoundRow> {
  const round = await repo.findRound(ctx.db, roundId);
  const mine =
    round !== undefined &&
    round.vendorCode === session.vendorCode &&
    (session.trial ? round.sessionId === session.id : !round.trial && round.merchantCode === session.merchantCode && round.playerId === session.playerId);
  if (!mine) throw new VendorError('round_not_found', 404, 'roundNotFound');
  return round;
}
