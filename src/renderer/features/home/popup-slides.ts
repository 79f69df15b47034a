import type { Popup } from '@shared/api/games';
import { LIMITS } from '@shared/constants';

/**
 * The popups dialog's slider rules (spec section 9). Only the dialog's chunk imports this file: a
 * module shared with home's chunk would become a chunk of its own that home downloads first.
 */

/** Popups turn every 5 s, in a 1 s transition. */
export const POPUP_AUTOPLAY_MS = 5_000;
export const POPUP_SPEED_MS = 1_000;

/** What one dialog shows: a page of at most 7, in the order served. */
export function popupPage(popups: readonly Popup[]): Popup[] {
  return popups.slice(0, LIMITS.popupPageSize);
}

/** The slide after `index` (or before it, step -1), wrapping around `count` slides. */
export function stepSlide(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (index + step + count) % count;
}

/** The system asks for less motion: no autoplay, no sliding (reduced-motion.ts would split home's chunks, as above). */
export function wantsStillSlides(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
