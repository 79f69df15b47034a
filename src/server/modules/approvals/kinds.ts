import type { ApprovalKind } from '@shared/api/approvals';
import type { Permission } from '@shared/api/console';
import type { Db } from '../../db/client';
import { adjustBalance } from '../cashier/adjust-service';
import { decideWithdrawalIn } from '../cashier/withdraw-service';
import type { Tx } from '../ledger/repository';
import type { OperatorActor } from '../operator/audit';
import { grantBonus } from '../records/bonus-service';
import type { ApprovalRow } from './repository';

/**
 * What approving each kind runs, in the approval's transaction, as the checker, and the permission
 * the checker needs for it (the maker needed the same to file it).
 */
export const APPROVAL_ACTIONS: Record<ApprovalKind, { permission: Permission; run(tx: Tx, checker: OperatorActor, approval: ApprovalRow): Promise<unknown> }> = {
  'withdrawal.pay': {
    permission: 'cashier.decide',
    run: (tx, checker, approval) => decideWithdrawalIn(tx, checker, Number(approval.targetId), 'pay', true),
  },
  'bonus.grant': {
    permission: 'money.adjust',
    run: (tx, checker, approval) =>
      grantBonus(tx as Db, checker, {
        account: approval.targetId,
        amount: approval.amount,
        currency: approval.currency,
        reason: typeof approval.details.reason === 'string' ? approval.details.reason : 'approved grant',
        // The approval's own key: whatever happens, one approval grants once.
        key: `approval-${approval.id}`,
      }),
  },
  'balance.adjust': {
    permission: 'money.adjust',
    run: (tx, checker, approval) =>
      adjustBalance(tx as Db, checker, {
        account: approval.targetId,
        amount: typeof approval.details.signedAmount === 'number' ? approval.details.signedAmount : approval.amount,
        currency: approval.currency,
        reason: typeof approval.details.reason === 'string' ? approval.details.reason : 'approved adjustment',
        key: `approval-${approval.id}`,
      }),
  },
};
