import { CONTRACT_KIND_PAGE, type ContractKind } from '@shared/api/contract-kinds';
import type { ContractRequest } from '@shared/api/contracts';
import type { AgentPage } from '@shared/routes';

/** Each contract page's count of requests waiting for the agent's answer (the nav badges). */
export function requestCountsByPage(requests: readonly ContractRequest[]): Partial<Record<AgentPage, number>> {
  const counts: Partial<Record<AgentPage, number>> = {};
  for (const request of requests) {
    const page = CONTRACT_KIND_PAGE[request.kind];
    counts[page] = (counts[page] ?? 0) + 1;
  }
  return counts;
}

/** The requests of one kind, offers first (the contract page lists them in this order). */
export function requestsOf(requests: readonly ContractRequest[], kind: ContractKind): ContractRequest[] {
  return requests.filter((request) => request.kind === kind).sort((a, b) => (a.requestType === b.requestType ? a.contractId - b.contractId : a.requestType === 'new' ? -1 : 1));
}
