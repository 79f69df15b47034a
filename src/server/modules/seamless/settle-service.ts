import { recordWinOfGame } from '../games/winners-service';
import type { Tx } from '../ledger/repository';
import { transfer } from '../ledger/service';
import type { TransferRequest } from '../ledger/types';
import { claimWin, type ClaimRow } from './call-repository';
import { payJackpot } from './jackpot-pool';
import type { RoundRow } from './round-repository';
import { closeRound, existingRound, finishWin, roundRefusal } from './round-service';
import type { EndRoundBody, WalletAnswer, WinBody } from './schemas';
import { assertCurrency, contentHash, ledgerKeyOf, moveAndStore, nothingMoved, once, plainClaim, settlementOf, walletOf, type Applied, type CallContext } from './service';

/**
 * Credits a win: the vendor's settlement account → the player's wallet (walletOf). Accepted whatever
 * the player's game session or account state (the money is owed); 0 moves nothing and just settles
 * a lost round. `jackpot: true` also pays the whole jackpot pool to the player (answered as
 * jackpotAmount, counted in the round's win). The win settles its round unless `endRound` is false;
 * a win for a round we never saw (e.g. a free round) opens it. Every call that credits more than 0
 * goes on the winner board (one row per win call), for the round's game; a round whose game the
 * catalogue does not know (or opened by a win, so without one) is left off.
 */
export async function settleWin(ctx: CallContext, body: WinBody): Promise<WalletAnswer> {
  assertCurrency(ctx, body.currency);
  const memberId = Number(body.playerId);
  const jackpot = body.jackpot === true;
  const close = body.endRound !== false;
  // An absent flag and false hash alike, so wins stored before the flag existed still replay.
  const requestHash = contentHash('win', { ...body, endRound: close, jackpot: jackpot || undefined });
  const call = { kind: 'win' as const, transactionId: body.transactionId, roundId: body.roundId, memberId, amount: body.amount, requestHash };
  // A jackpot win settles its round once the pool paid (the payment counts in the round's win).
  const claim = (tx: Tx, row: ClaimRow) => claimWin(tx, row, { now: new Date(ctx.now), currency: ctx.currency, close: close && !jackpot });
  return once(ctx, call, claim, async (tx, claimed) => {
    const round = claimed.round;
    if (!round) throw await roundRefusal(tx, ctx, body.roundId, memberId);
    if (jackpot) return jackpotWin(tx, ctx, body, round, close);
    if (body.amount === 0) return nothingMoved;
    return moveAndStore(tx, ctx, claimed, call, [winTransfer(ctx, body)], { side: 'credit', winner: winnerOf(ctx, round, body.amount) });
  });
}

/** The winner-board row of a win on this round; none when the round has no game. */
function winnerOf(ctx: CallContext, round: RoundRow, winAmount: number) {
  return round.gameNodeId === null ? undefined : { merchantId: ctx.merchantId, memberId: round.memberId, gameNodeId: round.gameNodeId, winAmount, currency: ctx.currency, createdAt: new Date(ctx.now) };
}

/** A win with the jackpot: the win, then the whole pool, then the round's totals and the board. */
async function jackpotWin(tx: Tx, ctx: CallContext, body: WinBody, round: RoundRow, close: boolean): Promise<Applied> {
  const memberId = round.memberId;
  const moved = body.amount === 0 ? null : await transfer(tx, winTransfer(ctx, body));
  const prize = await payJackpot(tx, ctx, { transactionId: body.transactionId, roundId: body.roundId, memberId, walletLocked: moved !== null });
  await finishWin(tx, ctx, round, { jackpot: prize.amount, close });
  const winner = body.amount + prize.amount > 0 ? winnerOf(ctx, round, body.amount + prize.amount) : undefined;
  if (winner) await recordWinOfGame(tx, winner);
  return { transferId: moved?.transferId ?? prize.transferId, balance: prize.balance ?? moved?.creditBalanceAfter, extra: { jackpotAmount: prize.amount } };
}

function winTransfer(ctx: CallContext, body: WinBody): TransferRequest {
  return {
    merchantId: ctx.merchantId,
    idempotencyKey: ledgerKeyOf(ctx, body.transactionId),
    type: 'win',
    reference: body.roundId,
    actor: `vendor:${ctx.vendorCode}`,
    from: settlementOf(ctx),
    to: walletOf(ctx, Number(body.playerId)),
    amount: body.amount,
    currency: ctx.currency,
  };
}

/** Closes a round (no money moves). Closing a closed round changes nothing and succeeds. */
export async function endRound(ctx: CallContext, body: EndRoundBody): Promise<WalletAnswer> {
  const memberId = Number(body.playerId);
  const call = { kind: 'end' as const, transactionId: body.transactionId, roundId: body.roundId, memberId, amount: 0, requestHash: contentHash('end', body) };
  return once(ctx, call, plainClaim, async (tx) => {
    const round = await existingRound(tx, ctx, body.roundId, memberId);
    if (round.status === 'open') await closeRound(tx, ctx, round);
    return nothingMoved;
  });
}
