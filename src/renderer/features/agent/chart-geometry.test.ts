import { describe, expect, it } from 'vitest';
import { chartGeometry } from './chart-geometry';

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
