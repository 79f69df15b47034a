// @ts-check
/* global document */
/**
 * Lucky Fives: five reels of three rows. The server's outcome carries the window (grid[reel][row])
 * and the line and star wins; this draws them and lights the cells of every winning line.
 */
import { boot } from './game-core.js';
import { el, fill, money } from './game-view.js';

/**
 * @typedef {{ line: number, symbol: string, count: number, win: number }} LineWin
 * @typedef {{ grid: string[][], lineWins: LineWin[], scatter: { count: number, win: number } }} SlotDetails
 */

const ROWS = 3;
const REELS = 5;

function tile(/** @type {string} */ symbol, /** @type {import('./game-view.js').PageData} */ data, /** @type {boolean} */ won) {
  const name = data.names.symbols[symbol] ?? symbol;
  return el('span', { class: `sym sym-${symbol}${won ? ' won' : ''}`, role: 'img', 'aria-label': name, text: data.glyphs[symbol] ?? '?' });
}

/** Cells (`reel:row`) that belong to a win: the first `count` cells of each winning line, every paying star. */
function winningCells(/** @type {SlotDetails} */ details, /** @type {import('./game-view.js').PageData} */ data) {
  const cells = new Set();
  for (const win of details.lineWins) {
    const rows = data.paylines[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  if (details.scatter.win > 0) {
    details.grid.forEach((column, reel) => column.forEach((symbol, row) => symbol === 'star' && cells.add(`${reel}:${row}`)));
  }
  return cells;
}

function render(/** @type {SlotDetails} */ details, /** @type {import('./game-view.js').PageData} */ data) {
  const reels = document.getElementById('reels');
  const wins = document.getElementById('wins');
  if (!reels || !wins) return;
  const cells = winningCells(details, data);
  const tiles = [];
  for (let row = 0; row < ROWS; row++) {
    for (let reel = 0; reel < REELS; reel++) tiles.push(tile(details.grid[reel]?.[row] ?? 'cherry', data, cells.has(`${reel}:${row}`)));
  }
  reels.replaceChildren(...tiles);
  const s = data.strings;
  const lines = details.lineWins.map((win) =>
    el('li', { text: fill(s.line, { line: win.line, count: win.count, symbol: data.names.symbols[win.symbol] ?? win.symbol, amount: money(win.win, data.currency) }) }),
  );
  if (details.scatter.win > 0) lines.push(el('li', { text: fill(s.stars, { count: details.scatter.count, amount: money(details.scatter.win, data.currency) }) }));
  wins.replaceChildren(...lines);
}

boot({
  render,
  mount(api) {
    const spin = document.getElementById('play');
    spin?.addEventListener('click', async () => {
      const reels = document.getElementById('reels');
      reels?.classList.add('spinning');
      try {
        await api.play({ betPerLine: api.stakeValue() });
      } finally {
        reels?.classList.remove('spinning');
      }
    });
  },
});
