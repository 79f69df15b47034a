import { describe, expect, it } from 'vitest';
import type { Contract } from '@shared/api/contracts';
import { choosesPeriodType, firstOpenKind, isDayText, offerErrorField, offerErrorKey, runErrorOnPeriod, yesterdayText } from './agents-contract-forms';

const contract = (kind: Contract['kind'], status: Contract['status'], upline: Contract['upline'] = null): Contract => ({
  id: 1,
  kind,
  periodType: 'daily',
  tiers: [],
  status,
  upline,
  agent: { id: 2, account: 'demoagent' },
  offeredAt: '',
  expiresAt: '',
  acceptedAt: null,
  endedAt: null,
  endReason: null,
  termination: null,
});

describe('agents contract forms', () => {
  it('starts the offer on a kind the agent has neither in force nor offered by the house', () => {
    const kinds = ['dividend', 'dailyWage', 'hourlySalary'] as const;
    expect(firstOpenKind(kinds, [contract('dividend', 'active'), contract('dailyWage', 'offered')], 'demoagent')).toBe('hourlySalary');
    expect(firstOpenKind(kinds, [contract('dividend', 'terminated')], 'demoagent')).toBe('dividend');
    // A contract it gave its own downline does not count.
    expect(firstOpenKind(kinds, [{ ...contract('dividend', 'active'), agent: { id: 3, account: 'sub' }, upline: { id: 2, account: 'demoagent' } }], 'demoagent')).toBe('dividend');
    expect(firstOpenKind(['dividend'], [contract('dividend', 'active')], 'demoagent')).toBe('dividend');
    expect(firstOpenKind([], [], 'demoagent')).toBeNull();
  });

  it('asks for a period type only when the kind has a choice', () => {
    expect(choosesPeriodType('dividend')).toBe(true);
    expect(choosesPeriodType('dailyWage')).toBe(false);
  });

  it('reads days and defaults a run to yesterday', () => {
    expect(yesterdayText(new Date(2026, 2, 1, 10))).toBe('2026-02-28');
    expect(isDayText('2026-02-28')).toBe(true);
    expect(isDayText('2026-02-30')).toBe(false);
    expect(isDayText('28/02/2026')).toBe(false);
  });

  it('puts a refusal under the field it is about', () => {
    expect(offerErrorField(undefined)).toBeNull();
    expect(offerErrorField({ status: 409, code: 'contract_pending_exists' })).toBe('kind');
    expect(offerErrorField({ status: 400, code: 'validation_failed', errors: { periodType: 'invalid' } })).toBe('periodType');
    expect(offerErrorField({ status: 400, code: 'validation_failed', errors: { account: 'not_top_level' } })).toBe('form');
    expect(offerErrorKey({ status: 400, code: 'validation_failed', errors: { account: 'not_top_level' } })).toBe('consoleAgents:offer.notTopLevel');
    expect(offerErrorKey({ status: 409, code: 'contract_pending_exists' })).toBe('errors:contract_pending_exists');
    expect(runErrorOnPeriod({ status: 400, code: 'validation_failed', errors: { period: 'invalid' } })).toBe(true);
    expect(runErrorOnPeriod({ status: 409, code: 'conflict' })).toBe(false);
  });
});
