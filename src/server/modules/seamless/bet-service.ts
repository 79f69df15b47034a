import { TRIAL_TYPE } from '@shared/constants';
import { KeyedCache } from '../../lib/keyed-cache';
import { sha256Hex } from '../../lib/secrets';
import { postingOf } from '../ledger/service';
import type { TransferRequest } from '../ledger/types';
import { contributionTransfer } from './jackpot-pool';
import { GAME_SESSION_IDLE_MS } from './launch-service';
import { nodesOfVendorGame } from './repository';
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
/** A vendor game code's catalogue node, per merchant and vendor; the catalogue changes rarely. */
const gameNodes = new KeyedCache<string | null>(60_000, 10_000);

/** The node of the game a bet names, when the catalogue holds that code exactly once for the vendor. */
async function namedGame(ctx: CallContext, gameCode: string | undefined): Promise<string | undefined> {
  if (gameCode === undefined) return undefined;
  const node = await gameNodes.get(`${ctx.merchantId}|${ctx.vendorCode}|${gameCode}`, async () => {
    const nodes = await nodesOfVendorGame(ctx.db, ctx.merchantId, ctx.vendorCode, gameCode);
    return nodes.length === 1 ? (nodes[0] ?? null) : null;
  });
  return node ?? undefined;
}

export async function placeBet(ctx: CallContext, body: BetBody): Promise<WalletAnswer> {
  assertCurrency(ctx, body.currency);
  const memberId = Number(body.playerId);
  // No await without a game code: bets that arrive together still share a statement (group commit).
  const gameNodeId = body.gameCode === undefined ? undefined : await namedGame(ctx, body.gameCode);
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
    ...(gameNodeId ? { gameNodeId } : {}),
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
