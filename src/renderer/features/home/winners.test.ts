import { describe, expect, it } from 'vitest';
import type { Winner } from '@shared/api/games';
import { nextOffset, sortWinners } from './winners';

const winner = (customerName: string, winAmount: number): Winner => ({ customerName, winAmount, gameName: 'g', iconUrl: '', currency: 'THB', wonAt: '' });

describe('sortWinners', () => {
  it('puts the largest win first without changing the input', () => {
    const list = [winner('a***', 100), winner('b***', 900), winner('c***', 500)];
    expect(sortWinners(list).map((w) => w.customerName)).toEqual(['b***', 'c***', 'a***']);
    expect(list[0]?.customerName).toBe('a***');
  });
});

describe('nextOffset', () => {
  it('moves half a pixel a frame and loops after one list', () => {
    expect(nextOffset(0, 100)).toBe(0.5);
    expect(nextOffset(99.5, 100)).toBe(0);
    expect(nextOffset(99.8, 100)).toBeCloseTo(0.3);
    expect(nextOffset(10, 0)).toBe(0);
  });
});
