import { describe, expect, it } from 'vitest';
import type { Winner } from '@shared/api/games';
import { scrollSeconds, sortWinners } from './winners';

const winner = (customerName: string, winAmount: number): Winner => ({ customerName, winAmount, gameName: 'g', iconUrl: '', currency: 'THB', wonAt: '' });

describe('sortWinners', () => {
  it('puts the largest win first without changing the input', () => {
    const list = [winner('a***', 100), winner('b***', 900), winner('c***', 500)];
    expect(sortWinners(list).map((w) => w.customerName)).toEqual(['b***', 'c***', 'a***']);
    expect(list[0]?.customerName).toBe('a***');
  });
});

describe('scrollSeconds', () => {
  it('is one pass over the list at 0.5 px a frame of 60 Hz', () => {
    expect(scrollSeconds(300)).toBe(10);
    expect(scrollSeconds(60, 1)).toBe(1);
    expect(scrollSeconds(0)).toBe(0);
  });
});
