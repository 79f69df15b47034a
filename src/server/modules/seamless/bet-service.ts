import { TRIAL_TYPE } from '@shared/constants';
import { sha256Hex } from '../../lib/secrets';
import { postingOf } from '../ledger/service';
import type { TransferRequest } from '../ledger/types';
import { contributionTransfer } from './jackpot-pool';
import { GAME_SESSION_IDLE_MS } from './launch-service';
import type { BetBody, WalletAnswer } from './schemas';
import { assertCurrency, contentHash, ledgerKeyOf, moneyCallAnswer, settlementOf, walletOf, type CallContext } from './service';

/**
 * Debits a stake: the player's wallet → the vendor's settlement account, and the merchant's share
 * of it from there into the jackpot pool (in the same statement, one transfer for the shares of
 * every bet in it). Refused for trial, blocked and excluded accounts, without a live game session
 * (whose idle expiry an accepted bet moves ahead), on a closed round, and when the balance is short
 * (insufficient_funds); a bet whose refund came first is refused (bet_refunded). One statement
 * (seamless_money_call).
 */
export async function placeBet(ctx: CallContext, body: BetBody): Promise<WalletAnswer> {
  assertCurrency(ctx, body.currency);
  const memberId = Number(body.playerId);
  // None when the share rounds to 0.
  const share = contributionTransfer(ctx, body);
  return moneyCallAnswer(ctx, {
    kind: 'bet',
    transactionId: body.transactionId,
    roundId: body.roundId,
    memberId,
    amount: body.amount,
    // The token is a credential, not content: a retry after the vendor re-authenticated is the same bet.
    requestHash: contentHash('bet', { ...body, token: undefined }),
    tokenHash: sha256Hex(body.token),
    expiresAt: new Date(ctx.now + GAME_SESSION_IDLE_MS).toISOString(),
    trialType: TRIAL_TYPE,
    transfer: postingOf(stakeTransfer(ctx, body, memberId)),
    share: share && postingOf(share),
  });
}

function stakeTransfer(ctx: CallContext, body: BetBody, memberId: number): TransferRequest {
  return {
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
}
