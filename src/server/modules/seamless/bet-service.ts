import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/secrets';
import type { Tx } from '../ledger/repository';
import type { TransferRequest } from '../ledger/types';
import { claimBet, type ClaimRow } from './call-repository';
import { contributionTransfer } from './jackpot-pool';
import { GAME_SESSION_IDLE_MS } from './launch-service';
import { roundRefusal } from './round-service';
import type { BetBody, WalletAnswer } from './schemas';
import { assertCurrency, assertMayBet, contentHash, ledgerKeyOf, moveAndStore, once, settlementOf, walletOf, type CallContext } from './service';

/**
 * Debits a stake: the player's wallet → the vendor's settlement account, and the merchant's share
 * of it from there into the jackpot pool (same transaction). Refused for trial, blocked and
 * excluded accounts, without a live game session, on a closed round, and when the balance is short
 * (insufficient_funds); a bet whose refund came first is refused (bet_refunded).
 *
 * Two statements inside the transaction: claim, member, session and round in one (claimBet), the
 * transfers and the stored answer in the other (moveAndStore).
 */
export async function placeBet(ctx: CallContext, body: BetBody): Promise<WalletAnswer> {
  assertCurrency(ctx, body.currency);
  const memberId = Number(body.playerId);
  // The token is a credential, not content: a retry after the vendor re-authenticated is the same bet.
  const call = { kind: 'bet' as const, transactionId: body.transactionId, roundId: body.roundId, memberId, amount: body.amount, requestHash: contentHash('bet', { ...body, token: undefined }) };
  const session = { tokenHash: sha256Hex(body.token), now: new Date(ctx.now), expiresAt: new Date(ctx.now + GAME_SESSION_IDLE_MS), currency: ctx.currency };
  const claim = (tx: Tx, row: ClaimRow) => claimBet(tx, row, session);
  return once(ctx, call, claim, async (tx, claimed) => {
    assertMayBet(claimed.member);
    if (!claimed.live) throw new AppError('game_session_expired', 'No live game session for this player');
    if (!claimed.round) throw await roundRefusal(tx, ctx, body.roundId, memberId);
    return moveAndStore(tx, ctx, claimed, call, stakeTransfers(ctx, body, memberId), { side: 'debit' });
  });
}

/** The stake, then the jackpot's share of it (none when the share rounds to 0). */
function stakeTransfers(ctx: CallContext, body: BetBody, memberId: number): TransferRequest[] {
  const stake: TransferRequest = {
    merchantId: ctx.merchantId,
    idempotencyKey: ledgerKeyOf(ctx, body.transactionId),
    type: 'bet',
    reference: body.roundId,
    actor: `vendor:${ctx.vendorCode}`,
    from: walletOf(ctx, memberId),
    to: settlementOf(ctx),
    amount: body.amount,
    currency: ctx.currency,
  };
  const share = contributionTransfer(ctx, body);
  return share ? [stake, share] : [stake];
}
