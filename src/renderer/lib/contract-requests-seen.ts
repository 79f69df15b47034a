import type { ContractRequest } from '@shared/api/contracts';
import { readStorage, writeStorage } from './storage';

/** Session storage: the requests the contract modal has already shown in this tab's session. */
const SEEN_KEY = 'contractRequestsSeen';

/** One request's identity: the same contract can be offered, then later asked to end. */
export const requestKey = (request: ContractRequest): string => `${request.kind}:${request.requestType}:${request.contractId}`;

/** The stored keys; anything unreadable counts as nothing shown yet. */
export function parseSeen(raw: string | null): Set<string> {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/** What to store once these are shown: only the current requests, so the list never grows. */
export const seenValue = (requests: readonly ContractRequest[]): string => JSON.stringify(requests.map(requestKey));

/**
 * The modal shows once per session for each set of requests: again only when a request arrives
 * that it has not shown yet (one answered or withdrawn does not bring it back).
 */
export const hasUnseen = (requests: readonly ContractRequest[], seen: ReadonlySet<string>): boolean => requests.some((request) => !seen.has(requestKey(request)));

export const readSeen = (): Set<string> => parseSeen(readStorage('session', SEEN_KEY));
export const markSeen = (requests: readonly ContractRequest[]): void => writeStorage('session', SEEN_KEY, seenValue(requests));
