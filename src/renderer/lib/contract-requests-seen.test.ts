import { describe, expect, it } from 'vitest';
import type { ContractRequest } from '@shared/api/contracts';
import { hasUnseen, parseSeen, requestKey, seenValue } from './contract-requests-seen';

const offer: ContractRequest = { kind: 'dailyWage', requestType: 'new', contractId: 3 };
const ending: ContractRequest = { kind: 'dailyWage', requestType: 'termination', contractId: 3 };

describe('the contract modal’s memory of what it showed', () => {
  it('shows once for a set of requests, and again only for a new one', () => {
    expect(hasUnseen([offer], parseSeen(null))).toBe(true);
    let stored = seenValue([offer]);
    expect(hasUnseen([offer], parseSeen(stored))).toBe(false);
    expect(hasUnseen([], parseSeen(stored))).toBe(false);
    // The same contract, later asked to end: a new request.
    expect(hasUnseen([offer, ending], parseSeen(stored))).toBe(true);
    stored = seenValue([offer, ending]);
    // One of them answered: nothing new.
    expect(hasUnseen([ending], parseSeen(stored))).toBe(false);
  });

  it('reads what it cannot parse as nothing shown', () => {
    expect(parseSeen('{not json')).toEqual(new Set());
    expect(parseSeen('{"a":1}')).toEqual(new Set());
    expect(parseSeen(JSON.stringify([requestKey(offer), 5]))).toEqual(new Set(['dailyWage:new:3']));
  });
});
