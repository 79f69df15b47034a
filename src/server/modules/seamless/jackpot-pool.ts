import type { PostInput, Tx } from '../ledger/repository';
import { lockedBalanceOf, transfer, transferByKey, wholeBalancePostingOf } from '../ledger/service';
import type { AccountRef, TransferRequest } from '../ledger/types';
import type { Merchant } from '../merchant/directory';
import { recordAudit } from '../operator/audit';
import { ledgerKeyOf, settlementOf, walletOf, type CallContext } from './service';

/**
 * The merchant's jackpot pool in the ledger (never negative): a share of every accepted seamless
 * stake flows in from the vendor's settlement account, and a jackpot win pays the whole pool out.
 * Every movement runs inside the call's own transaction and has an idempotency key derived from a
 * call's ledger key, so a replay moves nothing twice. The shares of the bets committed in one
 * statement move as one transfer, keyed by the first bet's share key; each bet's claim keeps its own
 * share and that key (db/functions/seamless_post_shares.sql).
 */
export const JACKPOT_POOL: AccountRef = { kind: 'jackpot_pool' };

/** The merchant's contribution rate; merchants without a jackpot section contribute nothing. */
export function jackpotBpsOf(merchant: Merchant): number {
  return merchant.config.jackpot?.contributionBps ?? 0;
}

/** The pool's share of a stake, rounded down to whole minor units. */
export function contributionOf(stake: number, bps: number): number {
  return Math.floor((stake * bps) / 10_000);
}

const poolKeyOf = (ctx: CallContext, transactionId: string) => `${ledgerKeyOf(ctx, transactionId)}:jackpot`;
const actorOf = (ctx: CallContext) => `vendor:${ctx.vendorCode}`;

/**
 * The pool's share of a bet: settlement → pool, posted with the stake (bet-service) and the shares
 * of the bets beside it; undefined when the share rounds to 0.
 */
export function contributionTransfer(ctx: CallContext, bet: { transactionId: string; roundId: string; amount: number }): TransferRequest | undefined {
  const amount = contributionOf(bet.amount, ctx.jackpotBps);
  if (amount === 0) return undefined;
  return {
    merchantId: ctx.merchantId,
    idempotencyKey: poolKeyOf(ctx, bet.transactionId),
    type: 'jackpot_contribution',
    reference: bet.roundId,
    actor: actorOf(ctx),
    from: settlementOf(ctx),
    to: JACKPOT_POOL,
    amount,
    currency: ctx.currency,
  };
}

/**
 * On a refund: gives the refunded bet's share back to the settlement account, as far as the pool
 * still holds it (a jackpot may have emptied it since). What the pool could not give back is
 * written to the audit log (actor vendor:<code>, action jackpot_return_short).
 */
export async function returnContribution(
  tx: Tx,
  ctx: CallContext,
  refund: { transactionId: string; betTransactionId: string; roundId: string; bet: { jackpotShare: number; jackpotKey: string | null } },
): Promise<void> {
  const { jackpotShare: share, jackpotKey } = refund.bet;
  if (share === 0 || jackpotKey === null) return;
  const pool = await lockedBalanceOf(tx, ctx.merchantId, ctx.currency, JACKPOT_POOL);
  const returned = Math.min(share, pool);
  if (returned > 0) {
    await transfer(tx, {
      merchantId: ctx.merchantId,
      idempotencyKey: poolKeyOf(ctx, refund.transactionId),
      type: 'jackpot_return',
      reference: refund.roundId,
      actor: actorOf(ctx),
      from: JACKPOT_POOL,
      to: settlementOf(ctx),
      amount: returned,
      currency: ctx.currency,
    });
  }
  if (returned < share) {
    await recordAudit(
      tx,
      { merchantId: ctx.merchantId, operatorId: null, actor: actorOf(ctx) },
      {
        action: 'jackpot_return_short',
        targetType: 'seamless_refund',
        targetId: `${ctx.vendorCode}:${refund.transactionId}`,
        before: { betTransactionId: refund.betTransactionId, contribution: share, contributionTransferId: (await transferByKey(tx, ctx.merchantId, jackpotKey))?.transferId ?? null, pool },
        after: { returned, short: share - returned },
      },
    );
  }
}

/**
 * A jackpot win's payment: the whole pool to the player's wallet (the one this vendor plays on). The
 * win's statement reads the pool under its row lock and posts what it holds (wholeBalancePostingOf),
 * keeping the lock order of bets (wallet and settlement, then pool).
 */
export function jackpotPayment(ctx: CallContext, win: { transactionId: string; roundId: string; memberId: number }): PostInput {
  return wholeBalancePostingOf({
    merchantId: ctx.merchantId,
    idempotencyKey: poolKeyOf(ctx, win.transactionId),
    type: 'jackpot_win',
    reference: win.roundId,
    actor: actorOf(ctx),
    from: JACKPOT_POOL,
    to: walletOf(ctx, win.memberId),
    currency: ctx.currency,
  });
}
