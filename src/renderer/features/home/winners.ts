import type { Winner } from '@shared/api/games';

/** Spec section 9: the winner board is sorted by win amount, largest first. */
export function sortWinners(list: readonly Winner[]): Winner[] {
  return [...list].sort((a, b) => b.winAmount - a.winAmount);
}

/** Spec section 9: the board scrolls 0.5 px a frame. */
export const WINNER_SCROLL_STEP = 0.5;

/** The next scroll offset of a looping board: one step on, back to the start after one full list. */
export function nextOffset(offset: number, loopHeight: number, step: number = WINNER_SCROLL_STEP): number {
  if (loopHeight <= 0) return 0;
  const next = offset + step;
  return next >= loopHeight ? next - loopHeight : next;
}
