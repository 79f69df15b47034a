import { noteMemberActivity } from '../../lib/member-activity';
import { postingOf } from '../ledger/service';
import type { TransferRequest } from '../ledger/types';
import { jackpotPayment } from './jackpot-pool';
import { closeRound, existingRound } from './round-service';
import type { EndRoundBody, WalletAnswer, WinBody } from './schemas';
import { assertCurrency, contentHash, ledgerKeyOf, moneyCallAnswer, nothingMoved, once, settlementOf, walletOf, type CallContext, type MoneyCallInput } from './service';

/**
 * Credits a win: the vendor's settlement account → the player's wallet (walletOf). Accepted whatever
 * the player's game session or account state (the money is owed); 0 moves nothing and just settles
 * a lost round. `jackpot: true` also pays the whole jackpot pool to the player (answered as
 * jackpotAmount, counted in the round's win). The win settles its round unless `endRound` is false;
 * a win for a round we never saw (e.g. a free round) opens it. Every call that credits more than 0
 * is on the winner board (which reads win claims, games/winners-repository), for the round's game; a
 * round whose game the catalogue does not know (or opened by a win, so without one) is left off.
 */
export async function settleWin(ctx: CallContext, body: WinBody): Promise<WalletAnswer> {
  assertCurrency(ctx, body.currency);
  const call = winCallOf(ctx, body);
  const answer = await moneyCallAnswer(ctx, call);
  // A settled round can raise the member's VIP level: the promotions upkeep looks soon after.
  if (call.close) noteMemberActivity(ctx.merchantId, call.memberId);
  return answer;
}

/** The statement's call for a win (settleWin's, and each of a batch's: win-batch-service). */
export function winCallOf(ctx: CallContext, body: WinBody): MoneyCallInput {
  const memberId = Number(body.playerId);
  const jackpot = body.jackpot === true;
  const close = body.endRound !== false;
  return {
    kind: 'win',
    transactionId: body.transactionId,
    roundId: body.roundId,
    memberId,
    amount: body.amount,
    // An absent flag and false hash alike, so wins stored before the flag existed still replay.
    requestHash: contentHash('win', { ...body, endRound: close, jackpot: jackpot || undefined }),
    close,
    jackpot,
    ...(jackpot ? { jackpotTransfer: jackpotPayment(ctx, { transactionId: body.transactionId, roundId: body.roundId, memberId }) } : {}),
    ...(body.amount === 0 ? {} : { transfer: postingOf(winTransfer(ctx, body)) }),
  };
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
  const answer = await once(ctx, call, async (tx) => {
    const round = await existingRound(tx, ctx, body.roundId, memberId);
    if (round.status === 'open') await closeRound(tx, ctx, round);
    return nothingMoved;
  });
  noteMemberActivity(ctx.merchantId, memberId);
  return answer;
}
