import { describe, expect, it } from 'vitest';
import type { Approval } from '@shared/api/approvals';
import type { PendingDeposit, PendingWithdrawal } from '@shared/api/queues';
import { pendingTotal } from './pending-total';

const member = { id: 1, account: 'pl1', nickname: 'pl1' };
const approval: Approval = { id: 9, kind: 'withdrawal.pay', targetId: '2', amount: 2_000_000, currency: 'THB', details: {}, maker: 'operator:1', status: 'PENDING', checker: null, note: null, createdAt: '', decidedAt: null };
const deposit: PendingDeposit = { id: 1, member, methodCode: 'bank', amount: 100, currency: 'THB', reference: '1', createdAt: '' };
const withdrawal = (open: Approval | null): PendingWithdrawal => ({ id: 2, member, amount: 100, currency: 'THB', bankName: 'B', accountNumber: '***1234', holderName: 'H', createdAt: '', approval: open });

describe('pendingTotal', () => {
  it('is zero for empty queues', () => {
    expect(pendingTotal({ deposits: [], withdrawals: [], approvals: [] })).toBe(0);
  });

  it('counts a withdrawal waiting for a second operator once, as its approval', () => {
    expect(pendingTotal({ deposits: [deposit], withdrawals: [withdrawal(null), withdrawal(approval)], approvals: [approval] })).toBe(3);
  });
});
