import type { Winner } from '@shared/api/games';

/** Spec section 9: the winner board is sorted by win amount, largest first. */
export function sortWinners(list: readonly Winner[]): Winner[] {
  return [...list].sort((a, b) => b.winAmount - a.winAmount);
}

/** Spec section 9: the board scrolls 0.5 px a frame (of a 60 Hz display). */
export const WINNER_SCROLL_STEP = 0.5;
const FRAMES_PER_SECOND = 60;

/**
 * How long one pass over the list takes at 0.5 px a frame: the duration of the CSS animation that
 * scrolls the board (the compositor moves it; no script runs per frame).
 */
export function scrollSeconds(loopHeight: number, step: number = WINNER_SCROLL_STEP): number {
  return loopHeight > 0 ? loopHeight / (step * FRAMES_PER_SECOND) : 0;
}
