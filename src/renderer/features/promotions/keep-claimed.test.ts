import { describe, expect, it } from 'vitest';
import type { RewardItem } from '@shared/api/missions';
import { keepClaimed } from './keep-claimed';

const reward = (key: string): RewardItem => ({ key, kind: 'signIn', promotionId: 1, title: key, amount: 500, missionCode: null });
const keys = (list: RewardItem[]) => list.map((item) => item.key);

describe('the rewards shown after claims on the page', () => {
  it('is the server list when nothing was claimed here', () => {
    expect(keys(keepClaimed([reward('a'), reward('b')], []))).toEqual(['a', 'b']);
  });

  it('keeps a claimed reward the server no longer lists, in the place it had', () => {
    const [a, b, c] = [reward('a'), reward('b'), reward('c')];
    expect(keys(keepClaimed([a, c], [{ item: b, index: 1 }]))).toEqual(['a', 'b', 'c']);
    expect(keys(keepClaimed([b, c], [{ item: a, index: 0 }]))).toEqual(['a', 'b', 'c']);
    // Two claimed, the list now empty; and a place past the end stays at the end.
    expect(keys(keepClaimed([], [{ item: c, index: 2 }, { item: a, index: 0 }]))).toEqual(['a', 'c']);
  });

  it('shows a reward the server still lists once, from the server', () => {
    const listed = { ...reward('a'), title: 'newer' };
    expect(keepClaimed([listed], [{ item: reward('a'), index: 0 }])).toEqual([listed]);
  });
});
