import { describe, expect, it } from 'vitest';
import type { AgentSettlement } from '@shared/api/console-agents';
import type { Contract } from '@shared/api/contracts';
import { contractActions, contractTone, rateText, searchText, settlementActions, settlementCommand, settlementTone, topRate } from './agents-rules';

const now = new Date('2026-05-10T00:00:00Z');
const contract = (patch: Partial<Contract> = {}): Contract => ({
  id: 7,
  kind: 'dividend',
  periodType: 'weekly',
  tiers: [
    { minTurnover: 0, minActive: 0, rateBp: 3_000 },
    { minTurnover: 100, minActive: 2, rateBp: 3_550 },
  ],
  status: 'active',
  upline: null,
  agent: { id: 2, account: 'demoagent' },
  offeredAt: '2026-05-01T00:00:00Z',
  expiresAt: '2026-05-02T00:00:00Z',
  acceptedAt: '2026-05-01T01:00:00Z',
  endedAt: null,
  endReason: null,
  termination: null,
  ...patch,
});
const asked = { requestedBy: 'agent' as const, requestedAt: '2026-05-09T00:00:00Z', expiresAt: '2026-05-11T00:00:00Z' };

describe('agents rules', () => {
  it('offers termination of every contract in force, and the answer only to open requests to the house', () => {
    expect(contractActions(contract(), now)).toEqual(['terminate']);
    expect(contractActions(contract({ termination: asked }), now)).toEqual(['acceptTermination', 'rejectTermination', 'terminate']);
    expect(contractActions(contract({ termination: { ...asked, expiresAt: '2026-05-09T12:00:00Z' } }), now)).toEqual(['terminate']);
    expect(contractActions(contract({ termination: { ...asked, requestedBy: 'upline' } }), now)).toEqual(['terminate']);
    expect(contractActions(contract({ termination: asked, upline: { id: 1, account: 'top' } }), now)).toEqual(['terminate']);
    for (const status of ['offered', 'terminated', 'expired'] as const) expect(contractActions(contract({ status }), now)).toEqual([]);
  });

  it('names the run of a settlement by kind, period type and the start of its period', () => {
    const row = { kind: 'dailyWage', periodType: 'daily', periodStart: '2026-05-08T17:00:00.000Z', status: 'paid' } as AgentSettlement;
    expect(settlementCommand(row)).toEqual({ kind: 'dailyWage', periodType: 'daily', period: '2026-05-08T17:00:00.000Z' });
    expect(settlementActions(row)).toEqual(['void', 'rerun']);
    expect(settlementActions({ ...row, status: 'voided' })).toEqual(['rerun']);
  });

  it('reads rates, tones and search text', () => {
    expect([rateText(3_000), rateText(125), rateText(3_550), rateText(5), rateText(0)]).toEqual(['30%', '1.25%', '35.5%', '0.05%', '0%']);
    expect(topRate(contract())).toBe(3_550);
    expect(topRate({ tiers: [] })).toBe(0);
    expect([contractTone('active'), contractTone('offered'), contractTone('replaced')]).toEqual(['success', 'warning', 'neutral']);
    expect([settlementTone('paid'), settlementTone('partial'), settlementTone('voided'), settlementTone('zero')]).toEqual(['success', 'warning', 'danger', 'neutral']);
    expect(searchText('  somchai ', 64)).toBe('somchai');
    expect(searchText('x'.repeat(80), 64)).toHaveLength(64);
  });
});
