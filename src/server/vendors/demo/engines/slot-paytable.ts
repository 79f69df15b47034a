/**
 * The published configuration of "Lucky Fives", the demo five-reel slot: symbols, reel strips,
 * paylines and paytable. Change nothing here without re-running slot.test.ts: it recomputes the exact
 * return to player from these tables and fails when the stated figure no longer matches.
 */

export const SYMBOLS = ['wild', 'star', 'seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Symbol indices the evaluator works with (SYMBOLS order). */
export const WILD = 0;
export const SCATTER = 1;

/** One letter per symbol, in SYMBOLS order, so the strips below stay readable. */
const LETTERS = 'WS7BLPOMC';

/**
 * Reel strips, top to bottom, wrapping around. Reel 1 and 5 hold 2 wilds, reels 2–4 hold 3; every
 * reel holds one star. A stop at index i shows strip positions i, i+1, i+2 in rows 1–3.
 */
const STRIP_TEXT = [
  'PLOMBCW7POMCLSBPOMCLWP7OMCBLPOMC',
  'WOPLMBC7OPMCLWSBOPMCLOP7MCWBLOPMC',
  'WOLBPMC7OPMLCWSBOPMCLOPM7WCBLOPMC',
  'WOBLMPC7OMPLCWBSOMPCLOMWP7BCLOMPC',
  'OBLMWPC7OMPLCBSOMPCLWOMP7BCLOMPC',
] as const;

export const STRIPS: readonly (readonly number[])[] = STRIP_TEXT.map((text) =>
  [...text].map((letter) => {
    const index = LETTERS.indexOf(letter);
    if (index < 0) throw new Error(`unknown strip letter ${letter}`);
    return index;
  }),
);

export const REELS = 5;
export const ROWS = 3;

/** The 20 paylines: the row (0 = top) each line crosses on reels 1–5. All lines are always played. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
];

/**
 * Line pays in multiples of the line bet for 3, 4 and 5 of a kind from the leftmost reel. The wild
 * substitutes for every symbol but the star and pays on its own too; a line pays its best win only.
 * The star never pays on a line (SCATTER_PAYS).
 */
export const LINE_PAYS: readonly (readonly [number, number, number])[] = [
  [40, 150, 500], // wild
  [0, 0, 0], // star
  [25, 80, 250], // seven
  [20, 50, 150], // bar
  [15, 40, 100], // bell
  [10, 25, 50], // plum
  [8, 20, 40], // orange
  [6, 12, 25], // lemon
  [5, 10, 20], // cherry
];

/** Star pays anywhere in the window, in multiples of the total bet, for 3, 4 and 5 stars (one a reel at most). */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** Line bet limits in minor units; the total bet is the line bet times the 20 lines. */
export const MIN_LINE_BET = 1;
export const MAX_LINE_BET = 500;
