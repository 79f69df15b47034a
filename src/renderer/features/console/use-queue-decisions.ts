import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useApproveApprovalMutation, useDecideDepositMutation, useDecideWithdrawalMutation, type DepositDecision, type WithdrawalDecision } from './api';

type Done = 'approveDeposit' | 'rejectDeposit' | 'payWithdrawal' | 'rejectWithdrawal' | 'approveRequest' | 'rejectRequest' | 'waiting';

/** The calls behind the queues' buttons; each throws the server's refusal for the page to show. */
export function useQueueDecisions(token: string) {
  const dispatch = useAppDispatch();
  const [decideDeposit] = useDecideDepositMutation();
  const [decideWithdrawal] = useDecideWithdrawalMutation();
  const [approveApproval] = useApproveApprovalMutation();
  const notice = (done: Done, id: number, tone: 'success' | 'warning' = 'success') => dispatch(toastShown({ key: `console:approvals.done.${done}`, values: { id: String(id) }, tone }));

  return {
    async deposit(id: number, decision: DepositDecision) {
      await decideDeposit({ token, id, decision }).unwrap();
      notice(decision === 'approve' ? 'approveDeposit' : 'rejectDeposit', id);
    },
    /** Paying from the second-approval amount files an approval instead: the withdrawal stays pending. */
    async withdrawal(id: number, decision: WithdrawalDecision) {
      const answer = await decideWithdrawal({ token, id, decision }).unwrap();
      if (decision === 'pay' && answer.approval && answer.status === 'PENDING') notice('waiting', id, 'warning');
      else notice(decision === 'pay' ? 'payWithdrawal' : 'rejectWithdrawal', id);
    },
    async approve(id: number) {
      await approveApproval({ token, id }).unwrap();
      notice('approveRequest', id);
    },
    rejected(id: number) {
      notice('rejectRequest', id);
    },
  };
}
