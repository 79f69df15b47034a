// @ts-check
/* global document */
/**
 * Fish Hunter: fish swim across the sea; tapping one fires a bullet of the chosen value at it. Each
 * shot is one round; the server decides the capture. The fish stop swimming while the pointer is in
 * the sea (aiming) and for players who ask for reduced motion.
 */
import { boot } from './game-core.js';
import { el, fill, money } from './game-view.js';

/** @typedef {{ fish: string, multiplier: number, bullet: number, hit: boolean }} FishDetails */

const fishButton = (/** @type {string} */ kind) => /** @type {HTMLButtonElement | null} */ (document.querySelector(`.fish[data-fish="${kind}"]`));

/** A short-lived mark on the fish: a net when captured, a splash when missed. */
function mark(/** @type {FishDetails} */ details, /** @type {import('./game-view.js').PageData} */ data, /** @type {boolean} */ lasting) {
  const button = fishButton(details.fish);
  if (!button) return;
  button.classList.remove('caught', 'missed');
  for (const old of button.querySelectorAll('.pop')) old.remove();
  // Restart the effect when the same fish is shot twice in a row.
  void button.offsetWidth;
  button.classList.add(details.hit ? 'caught' : 'missed', 'target');
  const text = details.hit ? `+${money(details.bullet * details.multiplier, data.currency)}` : '×';
  const pop = el('span', { class: 'pop', 'aria-hidden': 'true', text });
  button.append(pop);
  if (!lasting) {
    setTimeout(() => {
      pop.remove();
      button.classList.remove('caught', 'missed', 'target');
    }, 1200);
  }
}

function render(/** @type {FishDetails} */ details, /** @type {import('./game-view.js').PageData} */ data, /** @type {boolean} */ replay) {
  if (replay) {
    document.getElementById('sea')?.classList.add('still');
    for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('.fish'))) button.disabled = true;
  }
  mark(details, data, replay);
}

function message(/** @type {import('./game-core.js').Answer} */ answer, /** @type {import('./game-view.js').PageData} */ data) {
  /** @type {FishDetails} */
  const details = answer.round.details;
  const s = data.strings;
  const name = data.names.fish[details.fish] ?? details.fish;
  const text = details.hit ? fill(s.captured, { fish: name, amount: money(answer.round.win, answer.currency) }) : fill(s.missed, { fish: name });
  return answer.settling ? `${text} ${s.settling}` : text;
}

boot({
  render,
  message,
  mount(api) {
    for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('.fish'))) {
      button.addEventListener('click', () => void api.play({ fish: button.dataset.fish, bullet: api.stakeValue() }));
    }
  },
});
