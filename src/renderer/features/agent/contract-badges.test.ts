import { describe, expect, it } from 'vitest';
import type { ContractRequest } from '@shared/api/contracts';
import { requestCountsByPage, requestsOf } from './contract-badges';

const requests: ContractRequest[] = [
  { kind: 'dailyWage', requestType: 'termination', contractId: 4 },
  { kind: 'dailyWage', requestType: 'new', contractId: 9 },
  { kind: 'dividend', requestType: 'new', contractId: 2 },
  { kind: 'dailyWage', requestType: 'new', contractId: 7 },
];

describe('contract request badges', () => {
  it('counts each kind’s requests on its agent page and leaves the others out', () => {
    expect(requestCountsByPage(requests)).toEqual({ agentDailyWages2: 3, agentDividendRecordCopy2: 1 });
    expect(requestCountsByPage([])).toEqual({});
  });

  it('lists one kind’s requests, offers first', () => {
    expect(requestsOf(requests, 'dailyWage').map((r) => r.contractId)).toEqual([7, 9, 4]);
    expect(requestsOf(requests, 'realtimeSalary')).toEqual([]);
  });
});
