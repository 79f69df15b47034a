import { transfer } from '../ledger/service';
import { bookOnRound, closeRound, existingRound } from './round-service';
import type { EndRoundBody, WalletAnswer, WinBody } from './schemas';
import { assertCurrency, contentHash, ledgerKeyOf, mainOf, nothingMoved, once, playerOf, settlementOf, type CallContext } from './service';

/**
 * Credits a win: the vendor's settlement account → the player's main wallet. Accepted whatever the
 * player's game session or account state (the money is owed); 0 moves nothing and just settles a
 * lost round. The win settles its round unless `endRound` is false; a win for a round we never saw
 * (e.g. a free round) opens it.
 */
export async function settleWin(ctx: CallContext, body: WinBody): Promise<WalletAnswer> {
  assertCurrency(ctx, body.currency);
  const memberId = Number(body.playerId);
  const call = { kind: 'win' as const, transactionId: body.transactionId, roundId: body.roundId, memberId, amount: body.amount, requestHash: contentHash('win', { ...body, endRound: body.endRound ?? true }) };
  return once(ctx, call, async (tx) => {
    await playerOf(tx, ctx, body.playerId);
    const round = await bookOnRound(tx, ctx, { roundId: body.roundId, memberId, gameNodeId: null, win: body.amount });
    const moved =
      body.amount === 0
        ? null
        : await transfer(tx, {
            merchantId: ctx.merchantId,
            idempotencyKey: ledgerKeyOf(ctx, body.transactionId),
            type: 'win',
            reference: body.roundId,
            actor: `vendor:${ctx.vendorCode}`,
            from: settlementOf(ctx),
            to: mainOf(memberId),
            amount: body.amount,
            currency: ctx.currency,
          });
    if (body.endRound !== false) await closeRound(tx, ctx, round);
    return moved ? { transferId: moved.transferId, balance: moved.creditBalanceAfter } : nothingMoved;
  });
}

/** Closes a round (no money moves). Closing a closed round changes nothing and succeeds. */
export async function endRound(ctx: CallContext, body: EndRoundBody): Promise<WalletAnswer> {
  const memberId = Number(body.playerId);
  const call = { kind: 'end' as const, transactionId: body.transactionId, roundId: body.roundId, memberId, amount: 0, requestHash: contentHash('end', body) };
  return once(ctx, call, async (tx) => {
    await playerOf(tx, ctx, body.playerId);
    const round = await existingRound(tx, ctx, body.roundId, memberId);
    if (round.status === 'open') await closeRound(tx, ctx, round);
    return nothingMoved;
  });
}
