import { describe, expect, it } from 'vitest';
import { HOUSE, checkTiers, type TierInput } from './contract-offer-check';

const own = [
  { minTurnover: 0, minActive: 0, rateBp: 100 },
  { minTurnover: 100_000, minActive: 5, rateBp: 200 },
];
const row = (minTurnover: string, minActive: string, rate: string): TierInput => ({ minTurnover, minActive, rate });

describe('the offer form’s tier check', () => {
  it('turns valid rows into tiers in minor units and basis points', () => {
    expect(checkTiers([row('0', '0', '0.5'), row('1000', '5', '1.5')], 2, own)).toEqual({
      tiers: [
        { minTurnover: 0, minActive: 0, rateBp: 50 },
        { minTurnover: 100_000, minActive: 5, rateBp: 150 },
      ],
    });
  });

  it('names each field it cannot read, row by row', () => {
    const check = checkTiers([row('', 'x', ''), row('1.234', '5', '1.555')], 2, own);
    expect(check).toEqual({ rows: [{ minTurnover: 'required', minActive: 'format', rate: 'required' }, { minTurnover: 'decimals', rate: 'decimals' }], table: null });
  });

  it('refuses a rate above the agent’s own highest', () => {
    expect(checkTiers([row('0', '0', '2.01')], 2, own)).toEqual({ rows: [{ rate: 'aboveMax' }], table: null });
    // Without a contract of its own an agent has nothing to share.
    expect(checkTiers([row('0', '0', '0.01')], 2, null)).toEqual({ rows: [{ rate: 'aboveMax' }], table: null });
  });

  it('refuses a table that pays more than the agent’s own for the same figures', () => {
    // 2 % from 1,000 turnover, but the agent itself only gets 2 % once 5 members are active too.
    expect(checkTiers([row('1000', '0', '2')], 2, own)).toEqual({
      rows: [{}],
      table: { kind: 'breach', minTurnover: 100_000, minActive: 0, rateBp: 200, uplineRateBp: 100 },
    });
  });

  it('refuses no rows, too many rows and two rows with the same thresholds', () => {
    expect(checkTiers([], 2, own)).toEqual({ rows: [], table: { kind: 'count' } });
    expect(checkTiers(Array.from({ length: 11 }, (_, i) => row(String(i), '0', '0.5')), 2, own)).toMatchObject({ table: { kind: 'count' } });
    expect(checkTiers([row('10', '1', '0.5'), row('10.00', '1', '1')], 2, own)).toEqual({ rows: [{}, {}], table: { kind: 'duplicate' } });
  });

  it('lets the house offer any rate up to 100 % with no table above it', () => {
    expect(checkTiers([row('0', '0', '30'), row('1000', '5', '45.5')], 2, HOUSE)).toEqual({
      tiers: [
        { minTurnover: 0, minActive: 0, rateBp: 3000 },
        { minTurnover: 100_000, minActive: 5, rateBp: 4550 },
      ],
    });
    expect(checkTiers([row('0', '0', '100.01')], 2, HOUSE)).toEqual({ rows: [{ rate: 'max' }], table: null });
  });
});
