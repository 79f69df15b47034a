// @ts-check
/* global document */
/**
 * What every demo game page does around its own table: the rules panel and Start, the balance, the
 * stake, one round per call to /api/round (the server decides and settles it), the last round and
 * the history with replay links. A game module supplies `render` (draw an outcome) and optionally
 * `mount` (wire its own controls) and `message` (its own result line). A replay page only renders.
 */
import { el, fill, localTimes, money, readData, setAmount } from './game-view.js';

/**
 * @typedef {{ roundId: string, stake: number, win: number, details: unknown, status: string, createdAt: string, recallUrl: string, jackpotWin: number }} Round
 * @typedef {{ round: Round, balance: number, currency: string, settling: boolean }} Answer
 * @typedef {{ play: (input: unknown) => Promise<Answer | null>, stakeValue: () => number, say: (text: string) => void, data: import('./game-view.js').PageData }} GameApi
 * @typedef {{ render: (details: unknown, data: import('./game-view.js').PageData, replay: boolean) => void, mount?: (api: GameApi) => void, message?: (answer: Answer, data: import('./game-view.js').PageData) => string | undefined }} GameModule
 */

const $ = (/** @type {string} */ id) => document.getElementById(id);

function controls() {
  return /** @type {NodeListOf<HTMLButtonElement | HTMLSelectElement>} */ (document.querySelectorAll('#game button, #game select'));
}

function setBusy(/** @type {boolean} */ busy) {
  for (const control of controls()) control.disabled = busy;
  $('game')?.classList.toggle('busy', busy);
}

function showRules(/** @type {boolean} */ rules) {
  const intro = $('intro');
  const game = $('game');
  const rulesButton = $('rules-button');
  if (intro) intro.hidden = !rules;
  if (game) game.hidden = rules;
  if (rulesButton) rulesButton.hidden = rules;
}

function setBalance(/** @type {number} */ minor, /** @type {string} */ currency) {
  const node = document.querySelector('[data-testid="balance"]');
  if (!node) return;
  node.setAttribute('data-minor', String(minor));
  const strong = node.querySelector('strong');
  if (strong) strong.textContent = money(minor, currency);
}

function historyItem(/** @type {Round} */ round, /** @type {import('./game-view.js').PageData} */ data) {
  const s = data.strings;
  const time = el('time', { datetime: round.createdAt, text: new Date(round.createdAt).toLocaleTimeString() });
  const status = s[`status${round.status.replace(/(^|_)(\w)/g, (/** @type {string} */ _m, /** @type {string} */ _p, /** @type {string} */ c) => c.toUpperCase())}`] ?? round.status;
  const link = el('a', { href: round.recallUrl, target: '_blank', rel: 'noopener', 'aria-label': `${s.replay} ${round.roundId}`, text: s.replay });
  return el('li', { 'data-round': round.roundId }, [
    time,
    el('span', { class: 'h-stake', text: `${s.stake} ${money(round.stake, data.currency)}` }),
    el('span', { class: round.win > 0 ? 'h-win won' : 'h-win', text: `${s.win} ${money(round.win, data.currency)}` }),
    el('span', { class: 'h-status', text: status }),
    link,
  ]);
}

async function loadHistory(/** @type {import('./game-view.js').PageData} */ data) {
  const response = await fetch(`${data.api.history}?sid=${encodeURIComponent(data.sid)}`, { cache: 'no-store' });
  const body = await response.json();
  if (!body.success) return;
  const list = $('history');
  if (!list) return;
  list.replaceChildren(...body.value.list.map((/** @type {Round} */ round) => historyItem(round, data)));
  const empty = $('history-empty');
  if (empty) empty.hidden = body.value.list.length > 0;
}

function showLast(/** @type {Answer} */ answer, /** @type {import('./game-view.js').PageData} */ data) {
  const last = document.querySelector('[data-testid="last-round"]');
  if (last) last.textContent = answer.round.roundId;
  setAmount(document.querySelector('[data-testid="last-stake"]'), answer.round.stake, answer.currency);
  setAmount(document.querySelector('[data-testid="last-win"]'), answer.round.win, answer.currency);
  setBalance(answer.balance, answer.currency);
  const s = data.strings;
  const won = answer.round.win > 0 ? fill(s.youWin, { amount: money(answer.round.win, answer.currency) }) : s.noWin;
  // The platform's progressive jackpot comes on top of the game's own win.
  const result = answer.round.jackpotWin > 0 ? `${fill(s.jackpotWon, { amount: money(answer.round.jackpotWin, answer.currency) })} ${won}` : won;
  return answer.settling ? `${result}. ${s.settling}` : result;
}

/** Starts the page: a replay draws its round; a live game wires the rules panel and play. */
export function boot(/** @type {GameModule} */ game) {
  const data = readData();
  localTimes();
  if (data.mode === 'replay') {
    game.render(data.round.details, data, true);
    return;
  }
  const message = $('message');
  const say = (/** @type {string} */ text) => {
    if (message) message.textContent = text;
  };
  const start = $('start');
  start?.addEventListener('click', () => {
    showRules(false);
    start.textContent = data.strings.backToGame;
    /** @type {HTMLElement | null} */ (document.querySelector('#game button, #game select'))?.focus();
  });
  $('rules-button')?.addEventListener('click', () => showRules(true));
  const stake = /** @type {HTMLSelectElement | null} */ ($('stake'));
  /** @type {GameApi} */
  const api = {
    data,
    say,
    stakeValue: () => Number(stake?.value ?? 0),
    play: async (input) => {
      setBusy(true);
      try {
        const response = await fetch(data.api.round, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sid: data.sid, input }),
        });
        const body = await response.json();
        if (!body.success) {
          if (typeof body.value?.balance === 'number') setBalance(body.value.balance, data.currency);
          say(body.message ?? data.strings.error);
          return null;
        }
        /** @type {Answer} */
        const answer = body.value;
        game.render(answer.round.details, data, false);
        const generic = showLast(answer, data);
        say(game.message?.(answer, data) ?? generic);
        void loadHistory(data);
        return answer;
      } catch {
        say(data.strings.platformUnavailable);
        return null;
      } finally {
        setBusy(false);
      }
    },
  };
  game.mount?.(api);
  void loadHistory(data);
}
