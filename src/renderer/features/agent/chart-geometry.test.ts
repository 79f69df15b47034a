import { describe, expect, it } from 'vitest';
import { chartGeometry, everyDay } from './chart-geometry';

describe('daily chart geometry', () => {
  it('puts zero inside the scale and bars on either side of it', () => {
    const g = chartGeometry(
      [
        { day: '2026-11-01', bars: [100, 50], line: -50 },
        { day: '2026-11-02', bars: [0, 150], line: 150 },
      ],
      200,
      200,
    );
    expect(g.max).toBe(150);
    expect(g.min).toBe(-50);
    expect(g.zero).toBe(150);
    expect(g.bars[0]?.[0]).toEqual({ x: 10, y: 50, width: 40, height: 100 });
    expect(g.bars[1]?.[0]?.height).toBe(0);
    expect(g.line).toEqual([
      { x: 50, y: 200 },
      { x: 150, y: 0 },
    ]);
  });

  it('draws an all-zero or empty period without dividing by zero', () => {
    const g = chartGeometry([{ day: '2026-11-01', bars: [0, 0], line: 0 }], 100, 50);
    expect(g.zero).toBe(50);
    expect(g.bars[0]?.every((b) => b.height === 0)).toBe(true);
    expect(chartGeometry([], 100, 50).line).toEqual([]);
  });
});

describe('the days of a period', () => {
  it('lists every day in the zone, zeros where the server had nothing', () => {
    const period = { from: '2026-10-31T17:00:00.000Z', to: '2026-11-03T17:00:00.000Z', timeZone: 'Asia/Bangkok' };
    const figures = { day: '2026-11-02', deposits: 5, withdrawals: 1, validBets: 2, wins: 3, netWinLoss: 1 };
    const days = everyDay(period, [figures]);
    expect(days.map((d) => d.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(days[1]).toBe(figures);
    expect(days[0]).toEqual({ day: '2026-11-01', deposits: 0, withdrawals: 0, validBets: 0, wins: 0, netWinLoss: 0 });
  });

  it('crosses a daylight-saving change without losing or repeating a day', () => {
    const period = { from: '2026-03-27T23:00:00.000Z', to: '2026-03-30T22:00:00.000Z', timeZone: 'Europe/Berlin' };
    expect(everyDay(period, []).map((d) => d.day)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});
