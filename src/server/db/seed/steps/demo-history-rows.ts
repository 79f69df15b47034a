import { randomToken } from '../../../lib/secrets';
import { depositOrders, gameRounds, payees, seamlessTransactions, withdrawalProofs, withdrawals } from '../../schema';
import { proofScreenshot } from '../art/proof-screenshot';
import { DEMO_BANKS, DEMO_TEAM_MEMBERS } from '../data/demo-team';
import { inBatches, type SeedTx } from '../db-types';
import type { PlanEvent } from './demo-history-plan';
import { callKey, DEMO_GATEWAY_ACTOR, digest, roundIdOf } from './demo-history-postings';

/**
 * The rows the pages read for the demo history's money (steps/demo-history.ts): deposit orders,
 * payees and withdrawals for the cashier, game rounds and the vendor calls for the betting record,
 * each naming the ledger transfer that moved its money.
 */

const MINUTE = 60_000;

export type DepositEvent = Extract<PlanEvent, { kind: 'deposit' }>;
export type WithdrawalEvent = Extract<PlanEvent, { kind: 'withdrawal' }>;
export type RoundEvent = Extract<PlanEvent, { kind: 'round' }>;


/** What the business rows need besides their events. */
export interface RowContext {
  merchantId: number;
  currency: string;
  operatorActor: string;
  memberOf: (event: PlanEvent) => number;
  transferOf: (idempotencyKey: string) => number | null;
}

/** Credited deposit orders, one payee per player who cashed out, and paid withdrawals. */
export async function writeCashierRows(
  tx: SeedTx,
  c: RowContext,
  plan: { deposits: DepositEvent[]; depositIds: ReadonlyMap<PlanEvent, number>; cashOuts: WithdrawalEvent[]; withdrawalIds: ReadonlyMap<PlanEvent, number> },
): Promise<void> {
  const { merchantId, currency } = c;
  await inBatches(plan.deposits, 500, (batch) =>
    tx.insert(depositOrders).values(
      batch.map((event) => {
        const id = plan.depositIds.get(event) ?? 0;
        const gateway = event.method === 'demopay';
        return {
          id,
          merchantId,
          memberId: c.memberOf(event),
          methodCode: event.method,
          kind: gateway ? ('DEMO_GATEWAY' as const) : ('MANUAL_BANK' as const),
          amount: event.amount,
          currency,
          status: 'APPROVED' as const,
          reference: randomToken(24),
          gatewayTransactionId: gateway ? `demo-gw-${id}` : null,
          transferId: c.transferOf(`deposit:${id}`),
          decidedBy: gateway ? DEMO_GATEWAY_ACTOR : c.operatorActor,
          // A gateway pays within a minute; an operator approves a bank transfer within a quarter hour.
          createdAt: new Date(event.at.getTime() - (gateway ? 1 : 12) * MINUTE),
          decidedAt: event.at,
        };
      }),
    ),
  );
  if (plan.cashOuts.length === 0) return;
  const firstOf = new Map<number, WithdrawalEvent>();
  for (const event of plan.cashOuts) if (!firstOf.has(c.memberOf(event))) firstOf.set(c.memberOf(event), event);
  const holderOf = new Map(DEMO_TEAM_MEMBERS.map((m) => [m.account, m.holderName]));
  const payeeRows = await tx
    .insert(payees)
    .values(
      [...firstOf].map(([memberId, first], index) => ({
        merchantId,
        memberId,
        bankName: DEMO_BANKS[index % DEMO_BANKS.length] ?? 'Bank',
        accountNumber: `${String(100 + index)}-${String((memberId * 7_919) % 1_000_000).padStart(6, '0')}-${String(index % 10)}`,
        holderName: holderOf.get(first.account) ?? first.account,
        createdAt: new Date(first.at.getTime() - 5 * MINUTE),
      })),
    )
    .returning({ id: payees.id, memberId: payees.memberId });
  const payeeOf = new Map(payeeRows.map((row) => [row.memberId, row.id]));
  // The latest payout is disputed: its player answered 'not received' two hours later with a
  // screenshot, which the console's approvals show in their proofs viewer.
  const disputed = plan.cashOuts.reduce((latest, event) => (event.paidAt > latest.paidAt ? event : latest));
  await tx.insert(withdrawals).values(
    plan.cashOuts.map((event) => {
      const id = plan.withdrawalIds.get(event) ?? 0;
      const memberId = c.memberOf(event);
      return {
        id,
        merchantId,
        memberId,
        payeeId: payeeOf.get(memberId) ?? 0,
        amount: event.amount,
        currency,
        status: 'PAID' as const,
        holdTransferId: c.transferOf(`withdraw-hold:${id}`),
        settleTransferId: c.transferOf(`withdraw-pay:${id}`),
        decidedBy: c.operatorActor,
        createdAt: event.at,
        decidedAt: event.paidAt,
        ...(event === disputed
          ? { confirmation: 'NOT_RECEIVED' as const, confirmationRemark: 'Nothing has arrived in my account yet, screenshot of my bank app attached.', confirmedAt: new Date(event.paidAt.getTime() + 120 * MINUTE) }
          : {}),
      };
    }),
  );
  const disputedId = plan.withdrawalIds.get(disputed) ?? 0;
  await tx.insert(withdrawalProofs).values({ merchantId, withdrawalId: disputedId, mime: 'image/png', content: proofScreenshot(), createdAt: new Date(disputed.paidAt.getTime() + 120 * MINUTE) });
}

/**
 * The betting record's game rounds and the vendor calls that moved their money: a bet, then a win
 * or the bet's refund (a lost round's win of 0 moved nothing and is not written).
 */
export async function writeRounds(tx: SeedTx, c: RowContext, rounds: readonly RoundEvent[]): Promise<void> {
  const roundRows = [];
  const callRows = [];
  for (const event of rounds) {
    const { vendorCode, nodeId } = event.game;
    const roundId = roundIdOf(event.session, event.place);
    const common = { merchantId: c.merchantId, vendorCode, roundId, memberId: c.memberOf(event) };
    roundRows.push({
      ...common,
      gameNodeId: nodeId,
      totalBet: event.refunded ? 0 : event.bet,
      totalWin: event.win,
      totalRefunded: event.refunded ? event.bet : 0,
      currency: c.currency,
      status: event.refunded ? ('refunded' as const) : ('settled' as const),
      openedAt: event.at,
      closedAt: event.closedAt,
    });
    const betId = `${roundId}-b`;
    callRows.push({
      ...common,
      transactionId: betId,
      kind: 'bet' as const,
      amount: event.bet,
      requestHash: digest(`bet ${vendorCode} ${betId}`),
      transferId: c.transferOf(callKey(vendorCode, betId)),
      refundedBy: event.refunded ? `${roundId}-r` : null,
      jackpotShare: event.share,
      jackpotKey: event.share > 0 ? `${callKey(vendorCode, roundIdOf(event.session, 1))}-b:jackpot` : null,
      createdAt: event.at,
    });
    if (!event.refunded && event.win === 0) continue;
    const kind = event.refunded ? ('refund' as const) : ('win' as const);
    const settleId = `${roundId}-${event.refunded ? 'r' : 'w'}`;
    callRows.push({
      ...common,
      transactionId: settleId,
      kind,
      amount: event.refunded ? event.bet : event.win,
      requestHash: digest(`${kind} ${vendorCode} ${settleId}`),
      transferId: c.transferOf(callKey(vendorCode, settleId)),
      createdAt: event.closedAt,
    });
  }
  await inBatches(roundRows, 1_000, (batch) => tx.insert(gameRounds).values(batch));
  await inBatches(callRows, 1_000, (batch) => tx.insert(seamlessTransactions).values(batch));
}
