import type { RewardItem } from '@shared/api/missions';

/** A reward claimed on the page, and the place it had in the list then. */
export interface Claimed {
  item: RewardItem;
  index: number;
}

/**
 * The rewards to show: the server's list, with the rewards claimed on this page that it no longer
 * holds put back at the places they had (in the order they were claimed).
 */
export function keepClaimed(next: readonly RewardItem[], claimed: readonly Claimed[]): RewardItem[] {
  const list = [...next];
  const keys = new Set(next.map((item) => item.key));
  for (const { item, index } of [...claimed].sort((a, b) => a.index - b.index)) {
    if (keys.has(item.key)) continue;
    list.splice(Math.min(index, list.length), 0, item);
    keys.add(item.key);
  }
  return list;
}
