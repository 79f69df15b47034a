import type { ContractRequest } from '@shared/api/contracts';
import { useWhitelabelQuery } from './config-api';
import { useAppSelector } from './hooks';
import { selectIsAgent, selectIsLoggedIn, selectIsTrial } from './session';
import { useConsolidatedFundsQuery } from './session-api';

const NONE: readonly ContractRequest[] = [];

/** Offers and termination requests arrive from uplines at any time: looked at again this often. */
const POLL_MS = 120_000;

/**
 * The contract requests waiting for the signed-in agent's answer, from the consolidated-funds call
 * (spec: it loads only for signed-in, non-trial accounts of agent-policy merchants). Only agents
 * have contracts, so nobody else makes the call; for them, and until it answers, the list is empty.
 */
export function useContractRequests(): readonly ContractRequest[] {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isAgent = useAppSelector(selectIsAgent);
  const trial = useAppSelector(selectIsTrial);
  const { data: whitelabel } = useWhitelabelQuery();
  const skip = !loggedIn || !isAgent || trial || whitelabel?.features.agentPolicy !== true;
  const { data } = useConsolidatedFundsQuery(undefined, { skip, pollingInterval: POLL_MS, skipPollingIfUnfocused: true });
  return skip ? NONE : (data?.contractRequests ?? NONE);
}
