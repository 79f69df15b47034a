/** The lobby order a game may take (the server's limits): whole numbers, lower first. */
export const SORT_MAX = 1_000_000;

/** The typed order as a number, or null when it is not a whole number from 0 to SORT_MAX. */
export function sortOrderOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/u.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= SORT_MAX ? value : null;
}
