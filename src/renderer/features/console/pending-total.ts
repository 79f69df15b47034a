import type { Queues } from '@shared/api/queues';

/**
 * What waits for an operator, each thing once: deposits, second approvals, and withdrawals not yet
 * filed for a second operator (those wait in the second approvals already).
 */
export function pendingTotal(queues: Pick<Queues, 'deposits' | 'withdrawals' | 'approvals'>): number {
  return queues.deposits.length + queues.withdrawals.filter((withdrawal) => !withdrawal.approval).length + queues.approvals.length;
}
