import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/secrets';
import { transfer } from '../ledger/service';
import { issueDepositBonuses } from '../promotions/bonus-service';
import { noteMemberActivity } from '../../lib/member-activity';
import type { Tx } from '../ledger/repository';
import type { Merchant } from '../merchant/directory';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { checkCurrency, toMinorUnits, type AmountInput } from './amount';
import * as repo from './deposit-repository';

export interface DepositRequest {
  methodCode: string;
  amount: AmountInput;
  currency?: string | undefined;
}

export interface DepositView {
  id: number;
  methodCode: string;
  kind: 'MANUAL_BANK' | 'DEMO_GATEWAY';
  amount: number;
  currency: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  createdAt: string;
  decidedAt: string | null;
  /** Demo gateway only: where the player pays. */
  paymentUrl: string | null;
}

export function viewOf(row: repo.DepositOrderRow): DepositView {
  return {
    id: row.id,
    methodCode: row.methodCode,
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paymentUrl: row.kind === 'DEMO_GATEWAY' && row.status === 'PENDING' ? `/demo-gateway/pay/${row.reference}` : null,
  };
}

/** Creates a deposit order after checking method, amount and currency. Moves no money. */
export async function createDeposit(db: Db, merchant: Merchant, memberId: number, request: DepositRequest): Promise<DepositView> {
  const { code: currency, decimals } = merchant.config.currency;
  checkCurrency(request.currency, currency);
  const amount = toMinorUnits(request.amount, decimals);
  const method = await repo.findMethod(db, merchant.id, request.methodCode);
  if (!method || !method.enabled) throw new AppError('deposit_method_unavailable', 'This deposit method is not available', { methodCode: 'invalid' });
  if (amount < method.minAmount || amount > method.maxAmount) {
    throw new AppError('amount_out_of_range', `Amount must be between ${method.minAmount} and ${method.maxAmount} minor units`, { amount: 'out_of_range' });
  }
  const row = await repo.insertOrder(db, {
    merchantId: merchant.id,
    memberId,
    methodCode: method.code,
    kind: method.kind,
    amount,
    currency,
    reference: randomToken(24),
  });
  return viewOf(row);
}

/** Credits a pending order in the caller's transaction: the ledger key makes a repeat harmless. */
export async function creditOrder(tx: Tx, order: repo.DepositOrderRow, actor: string, patch: { gatewayTransactionId?: string }) {
  const moved = await transfer(tx as Db, {
    merchantId: order.merchantId,
    idempotencyKey: `deposit:${order.id}`,
    type: 'deposit',
    reference: String(order.id),
    actor,
    from: { kind: 'payment_clearing' },
    to: { kind: 'player_main', memberId: order.memberId },
    amount: order.amount,
    currency: order.currency,
  });
  // The deposit bonuses the member joined for pay with the deposit, in its transaction.
  if (!moved.replayed) await issueDepositBonuses(tx, order.merchantId, order.memberId, { transferId: moved.transferId, amount: order.amount });
  // A deposit can raise the member's VIP level: the promotions upkeep looks soon after.
  noteMemberActivity(order.merchantId, order.memberId);
  return repo.updateOrder(tx, order.merchantId, order.id, {
    ...patch,
    status: 'APPROVED',
    transferId: moved.transferId,
    decidedBy: actor,
    decidedAt: new Date(),
  });
}

/**
 * Operator decision on a manual bank deposit. Approving twice answers the approved order again;
 * deciding against an earlier decision is refused (409); demo gateway orders are the webhook's.
 */
export async function decideDeposit(db: Db, who: OperatorActor, id: number, decision: 'approve' | 'reject'): Promise<DepositView> {
  return db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, who.merchantId, id);
    if (!order) throw new AppError('not_found', 'No such deposit');
    const wanted = decision === 'approve' ? 'APPROVED' : 'REJECTED';
    if (order.status === wanted) return viewOf(order);
    if (order.status !== 'PENDING') throw new AppError('conflict', `Deposit is already ${order.status.toLowerCase()}`);
    if (order.kind !== 'MANUAL_BANK') throw new AppError('conflict', 'Gateway deposits are settled by the gateway');
    const after =
      decision === 'approve'
        ? await creditOrder(tx, order, who.actor, {})
        : await repo.updateOrder(tx, who.merchantId, id, { status: 'REJECTED', decidedBy: who.actor, decidedAt: new Date() });
    await recordAudit(tx, who, { action: `deposit.${decision}`, targetType: 'deposit', targetId: String(id), before: viewOf(order), after: viewOf(after) });
    return viewOf(after);
  });
}

export async function listDeposits(db: Db, merchantId: number, memberId: number, page: number, size: number) {
  const { rows, total } = await repo.listOrders(db, merchantId, memberId, page, size);
  return { list: rows.map(viewOf), total, page, size };
}

export async function depositMethods(db: Db, merchantId: number) {
  const rows = await repo.listMethods(db, merchantId);
  return rows.map((m) => ({ code: m.code, kind: m.kind, name: m.name, minAmount: m.minAmount, maxAmount: m.maxAmount, demo: m.kind === 'DEMO_GATEWAY' }));
}
