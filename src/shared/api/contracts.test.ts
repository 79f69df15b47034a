import { describe, expect, it } from 'vitest';
import { contractTiersSchema, maxRateOf, rateBreach, rateFor } from './contracts';

const t = (...rows: [number, number, number][]) => rows.map(([minTurnover, minActive, rateBp]) => ({ minTurnover, minActive, rateBp }));

describe('contract tiers', () => {
  it('pay the best rate whose thresholds are both reached', () => {
    const table = t([0, 0, 50], [100_000, 5, 120], [100_000, 0, 80]);
    expect(rateFor(table, 99_999, 10)).toEqual({ rateBp: 50, tier: 0 });
    expect(rateFor(table, 100_000, 4)).toEqual({ rateBp: 80, tier: 2 });
    expect(rateFor(table, 100_000, 5)).toEqual({ rateBp: 120, tier: 1 });
    expect(rateFor(t([10, 1, 50]), 0, 0)).toEqual({ rateBp: 0, tier: null });
    expect(maxRateOf(table)).toBe(120);
    expect(maxRateOf(null)).toBe(0);
  });

  it('find where a downline table would pay more than its upline for the same figures', () => {
    const up = t([0, 0, 100], [1_000_000, 3, 150]);
    expect(rateBreach(t([0, 0, 100], [1_000_000, 3, 150]), up)).toBeNull();
    expect(rateBreach(t([0, 0, 80], [2_000_000, 0, 140]), up)).toEqual({ minTurnover: 2_000_000, minActive: 0, rateBp: 140, uplineRateBp: 100 });
    expect(rateBreach(t([500_000, 3, 120]), up)).toMatchObject({ rateBp: 120, uplineRateBp: 100 });
    expect(rateBreach(t([0, 0, 1]), null)).toMatchObject({ uplineRateBp: 0 });
    expect(rateBreach(t([0, 0, 0]), null)).toBeNull();
  });

  it('refuse duplicate thresholds, empty tables and rates beyond 100 %', () => {
    expect(contractTiersSchema.safeParse(t([0, 0, 1], [0, 0, 2])).success).toBe(false);
    expect(contractTiersSchema.safeParse([]).success).toBe(false);
    expect(contractTiersSchema.safeParse(t([0, 0, 10_001])).success).toBe(false);
    expect(contractTiersSchema.safeParse(t([0, 0, 10_000])).success).toBe(true);
  });
});
