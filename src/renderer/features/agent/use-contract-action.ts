import { useState } from 'react';
import type { Contract, ContractImpact } from '@shared/api/contracts';
import { isApiError } from '@/lib/envelope';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import {
  useAcceptContractMutation,
  useAcceptTerminationMutation,
  useCancelOfferMutation,
  useLazyContractImpactQuery,
  useRejectContractMutation,
  useRejectTerminationMutation,
  useTerminateContractMutation,
  type ContractAnswer,
} from './contracts-api';

export type ContractAction = 'accept' | 'reject' | 'cancel' | 'terminate' | 'acceptTermination' | 'rejectTermination';

/** Answers that can end downline contracts: their impact is looked up and shown before confirming. */
const ENDS_DOWNLINES: ReadonlySet<ContractAction> = new Set(['accept', 'acceptTermination']);

export interface PendingAction {
  action: ContractAction;
  contract: Contract;
  /** The downline contracts it would end; empty when none (or when the list could not be read). */
  impact: ContractImpact['contracts'];
  /** Downline contracts will end: the dialog warns, and confirming sends `confirm: true`. */
  endsDownlines: boolean;
}

/**
 * One contract answer at a time, always confirmed first: the dialog shows what it would end below
 * (the impact call), and only after the agent confirms that warning is `confirm: true` sent. A
 * server that finds more to end than the dialog showed (409 contract_ends_downlines) gets the
 * warning shown again with the fresh list, never a silent retry.
 */
export function useContractAction() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadImpact, impactState] = useLazyContractImpactQuery();
  const mutations = {
    accept: useAcceptContractMutation(),
    reject: useRejectContractMutation(),
    cancel: useCancelOfferMutation(),
    terminate: useTerminateContractMutation(),
    acceptTermination: useAcceptTerminationMutation(),
    rejectTermination: useRejectTerminationMutation(),
  } as const;
  const busy = impactState.isFetching || Object.values(mutations).some(([, state]) => state.isLoading);

  const impactOf = async (contract: Contract): Promise<ContractImpact['contracts']> => {
    try {
      return (await loadImpact(contract.id).unwrap()).contracts;
    } catch {
      // No list to show: the server still refuses to end anything unconfirmed (409), which asks again.
      return [];
    }
  };

  const start = async (action: ContractAction, contract: Contract) => {
    if (busy) return;
    setError(null);
    const impact = ENDS_DOWNLINES.has(action) ? await impactOf(contract) : [];
    setPending({ action, contract, impact, endsDownlines: impact.length > 0 });
  };

  const confirm = async () => {
    if (!pending || busy) return;
    const { action, contract, endsDownlines } = pending;
    const answer: ContractAnswer = { id: contract.id, confirm: endsDownlines ? true : undefined };
    try {
      await mutations[action][0](answer).unwrap();
      setPending(null);
      dispatch(toastShown({ key: `agent:contracts.done.${action}`, tone: 'success' }));
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : 'unknown_error';
      if (code === 'contract_ends_downlines' && ENDS_DOWNLINES.has(action)) {
        setPending({ action, contract, impact: await impactOf(contract), endsDownlines: true });
        return;
      }
      setError(code);
    }
  };

  const close = () => {
    setPending(null);
    setError(null);
  };

  return { pending, error, busy, start: (action: ContractAction, contract: Contract) => void start(action, contract), confirm: () => void confirm(), close };
}
