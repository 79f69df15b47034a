/** How long the counter takes to roll from one server figure to the next (under the poll interval). */
export const JACKPOT_ROLL_MS = 4000;

/** Ease-out: fast at first, settling on the new figure. */
const easeOut = (t: number): number => 1 - (1 - t) ** 3;

/**
 * The figure to show `elapsed` ms into a roll from `from` to `to` (minor units). It never shows more
 * than the server reported (`to`), never runs backwards during a rise, and a fall (a jackpot won)
 * shows the new figure at once.
 */
export function jackpotFrame(from: number, to: number, elapsed: number, duration: number = JACKPOT_ROLL_MS): number {
  if (to <= from || duration <= 0 || elapsed >= duration) return to;
  const progress = Math.max(0, elapsed) / duration;
  return Math.min(to, from + Math.floor((to - from) * easeOut(progress)));
}
