// @ts-check
/* global document */
/**
 * Baccarat: bet spots Player, Banker and Tie (any of them, each at the chosen stake), Deal, and the
 * coup the server dealt: both hands, third cards marked, totals and the result.
 */
import { boot } from './game-core.js';
import { el, fill } from './game-view.js';

/**
 * @typedef {{ player: string[], banker: string[], playerTotal: number, bankerTotal: number, natural: boolean, result: 'player' | 'banker' | 'tie' }} BaccaratDetails
 */

const SUITS = /** @type {Record<string, { glyph: string, red: boolean }>} */ ({
  S: { glyph: '♠', red: false },
  H: { glyph: '♥', red: true },
  D: { glyph: '♦', red: true },
  C: { glyph: '♣', red: false },
});

function card(/** @type {string} */ code, /** @type {boolean} */ third, /** @type {import('./game-view.js').PageData} */ data) {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '?');
  const suit = SUITS[code[1] ?? 'S'] ?? { glyph: '?', red: false };
  const label = `${rank}${suit.glyph}${third ? ` (${data.strings.thirdCard})` : ''}`;
  const classes = `card${suit.red ? ' red' : ''}${third ? ' third' : ''}`;
  // A third card lies sideways, as dealers place it; its name says so to screen readers.
  return el('span', { class: classes, role: 'img', 'aria-label': label, title: label }, [el('b', { text: `${rank}${suit.glyph}` })]);
}

function hand(/** @type {'player' | 'banker'} */ side, /** @type {string[]} */ cards, /** @type {number} */ total, /** @type {import('./game-view.js').PageData} */ data) {
  document.getElementById(`${side}-cards`)?.replaceChildren(...cards.map((code, index) => card(code, index === 2, data)));
  const totalNode = document.getElementById(`${side}-total`);
  if (totalNode) totalNode.textContent = fill(data.strings.total, { total });
}

function render(/** @type {BaccaratDetails} */ details, /** @type {import('./game-view.js').PageData} */ data) {
  const s = data.strings;
  hand('player', details.player, details.playerTotal, data);
  hand('banker', details.banker, details.bankerTotal, data);
  const result = details.result === 'player' ? s.playerWins : details.result === 'banker' ? s.bankerWins : s.tieResult;
  const coup = document.getElementById('coup-result');
  if (coup) {
    coup.textContent = details.natural ? `${result} (${s.natural})` : result;
    coup.className = `coup coup-${details.result}`;
  }
  for (const side of ['player', 'banker']) {
    document.querySelector(`.hand-${side}`)?.classList.toggle('winner', details.result === side || details.result === 'tie');
  }
}

boot({
  render,
  mount(api) {
    const spots = /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('.spot'));
    for (const spot of spots) {
      spot.addEventListener('click', () => spot.setAttribute('aria-pressed', String(spot.getAttribute('aria-pressed') !== 'true')));
    }
    document.getElementById('play')?.addEventListener('click', async () => {
      /** @type {Record<string, number>} */
      const bets = {};
      for (const spot of spots) if (spot.getAttribute('aria-pressed') === 'true') bets[spot.dataset.spot ?? ''] = api.stakeValue();
      if (Object.keys(bets).length === 0) {
        api.say(api.data.strings.noBet);
        return;
      }
      await api.play({ bets });
    });
  },
});
