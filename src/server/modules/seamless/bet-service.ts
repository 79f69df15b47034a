import { transfer } from '../ledger/service';
import { liveSession } from './launch-service';
import { bookOnRound } from './round-service';
import type { BetBody, WalletAnswer } from './schemas';
import { assertCurrency, assertMayBet, contentHash, ledgerKeyOf, mainOf, once, playerOf, settlementOf, type CallContext } from './service';

/**
 * Debits a stake: player's main wallet → the vendor's settlement account. Refused for trial,
 * blocked and excluded accounts, without a live game session, on a closed round, and when the
 * balance is short (insufficient_funds); a bet whose refund came first is refused (bet_refunded).
 */
export async function placeBet(ctx: CallContext, body: BetBody): Promise<WalletAnswer> {
  assertCurrency(ctx, body.currency);
  const memberId = Number(body.playerId);
  // The token is a credential, not content: a retry after the vendor re-authenticated is the same bet.
  const call = { kind: 'bet' as const, transactionId: body.transactionId, roundId: body.roundId, memberId, amount: body.amount, requestHash: contentHash('bet', { ...body, token: undefined }) };
  return once(ctx, call, async (tx) => {
    assertMayBet(await playerOf(tx, ctx, body.playerId));
    const session = await liveSession(tx, ctx, memberId, body.token);
    await bookOnRound(tx, ctx, { roundId: body.roundId, memberId, gameNodeId: session.gameNodeId, bet: body.amount });
    const moved = await transfer(tx, {
      merchantId: ctx.merchantId,
      idempotencyKey: ledgerKeyOf(ctx, body.transactionId),
      type: 'bet',
      reference: body.roundId,
      actor: `vendor:${ctx.vendorCode}`,
      from: mainOf(memberId),
      to: settlementOf(ctx),
      amount: body.amount,
      currency: ctx.currency,
    });
    return { transferId: moved.transferId, balance: moved.debitBalanceAfter };
  });
}
