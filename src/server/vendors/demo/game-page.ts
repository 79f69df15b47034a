import type { Language } from '@shared/constants';
import { FISH, fishRules } from './engines/fish';
import type { DemoGameCode } from './engines/rounds';
import { slotRules } from './engines/slot';
import { demoBadge, escapeHtml, money, pageShell } from './html';
import { fill, languageOf, stringsOf, type Strings } from './i18n';
import type { SessionRow } from './repository';
import { rulesHtml, rulesOf, SYMBOL_GLYPHS, symbolTile } from './rules-html';
import { rulesTextOf } from './rules-text';

/**
 * The live game page: DEMO label, balance, the rules panel first (RTP, paytable) with Start, then
 * the game itself, the last round and the history. The page is complete HTML; the game's script
 * (web/<game>.js on web/game-core.js) brings it to life and calls /api/round for every round.
 */

interface StakeOption {
  /** What the engine's input carries (line bet, bet amount or bullet). */
  value: number;
  /** What the round debits. */
  stake: number;
}

const CHIPS: Record<DemoGameCode, number[]> = {
  'demo-slot-lucky-fives': [1, 2, 5, 10, 20, 50, 100, 200, 500],
  'demo-baccarat': [100, 500, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000],
  'demo-fish-hunter': [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000],
};
const DEFAULT_CHIP: Record<DemoGameCode, number> = { 'demo-slot-lucky-fives': 5, 'demo-baccarat': 1_000, 'demo-fish-hunter': 100 };
const SCRIPTS: Record<DemoGameCode, string> = { 'demo-slot-lucky-fives': 'slot.js', 'demo-baccarat': 'baccarat.js', 'demo-fish-hunter': 'fish.js' };

export function stakeOptions(game: DemoGameCode): StakeOption[] {
  const perStake = game === 'demo-slot-lucky-fives' ? slotRules.paylines.length : 1;
  const { minBet, maxBet } = rulesOf(game);
  return CHIPS[game].map((value) => ({ value, stake: value * perStake })).filter((o) => o.stake >= minBet && o.stake <= maxBet);
}

function stakeSelect(game: DemoGameCode, s: Strings, currency: string): string {
  const label = game === 'demo-fish-hunter' ? s.bullet : s.stake;
  const options = stakeOptions(game)
    .map((o) => `<option value="${o.value}" data-stake="${o.stake}"${o.value === DEFAULT_CHIP[game] ? ' selected' : ''}>${escapeHtml(money(o.stake, currency))}</option>`)
    .join('');
  return `<label class="stake">${escapeHtml(label)} <select id="stake" name="stake">${options}</select></label>`;
}

function slotBoard(lang: Language): string {
  const names = rulesTextOf(lang).symbols;
  // The window at every reel's first stop, until the first spin.
  const tiles = [0, 1, 2]
    .flatMap((row) => slotRules.strips.map((strip) => strip[row] ?? 'cherry'))
    .map((symbol) => symbolTile(symbol, names[symbol]))
    .join('');
  return `<div class="reels" id="reels" role="group" aria-label="${escapeHtml(stringsOf(lang).reels)}">${tiles}</div><ul class="wins" id="wins"></ul>`;
}

function baccaratBoard(s: Strings): string {
  const hand = (side: 'player' | 'banker', title: string) =>
    `<section class="hand hand-${side}" aria-labelledby="${side}-title"><h3 id="${side}-title">${escapeHtml(title)}</h3>` +
    `<div class="cards" id="${side}-cards" data-testid="${side}-cards"></div><p class="total" id="${side}-total" data-testid="${side}-total"></p></section>`;
  return `<div class="table-felt">${hand('player', s.playerHand)}${hand('banker', s.bankerHand)}</div><p class="coup" id="coup-result" data-testid="coup-result"></p>`;
}

function baccaratSpots(s: Strings): string {
  const spot = (bet: 'player' | 'banker' | 'tie', name: string, pays: string, pressed: boolean) =>
    `<button type="button" class="spot spot-${bet}" data-spot="${bet}" aria-pressed="${pressed}" aria-label="${escapeHtml(name)}">` +
    `${escapeHtml(name)}<small>${escapeHtml(pays)}</small></button>`;
  return `<div class="spots" role="group" aria-label="${escapeHtml(s.betSpots)}">${spot('player', s.player, '1 : 1', true)}${spot('banker', s.banker, '0.95 : 1', false)}${spot('tie', s.tie, '8 : 1', false)}</div>`;
}

function fishBoard(lang: Language): string {
  const s = stringsOf(lang);
  const names = rulesTextOf(lang).fish;
  const fish = FISH.map((kind) => {
    const multiplier = fishRules.targets.find((t) => t.fish === kind)?.multiplier ?? 0;
    const label = fill(s.fireAt, { fish: names[kind], multiplier });
    return `<button type="button" class="fish fish-${kind}" data-fish="${kind}" aria-label="${escapeHtml(label)}"><span class="fish-body" aria-hidden="true">${multiplier}×</span></button>`;
  }).join('');
  return `<div class="sea" id="sea" role="group" aria-label="${escapeHtml(s.sea)}">${fish}</div>`;
}

/** The game's table without its controls: the live page and the replay page share it. */
export function boardOf(game: DemoGameCode, lang: Language): string {
  if (game === 'demo-slot-lucky-fives') return slotBoard(lang);
  return game === 'demo-baccarat' ? baccaratBoard(stringsOf(lang)) : fishBoard(lang);
}

function gameArea(game: DemoGameCode, lang: Language, currency: string): string {
  const s = stringsOf(lang);
  const select = stakeSelect(game, s, currency);
  const button = (id: string, name: string) => `<button type="button" id="${id}" class="primary">${escapeHtml(name)}</button>`;
  if (game === 'demo-slot-lucky-fives') return `${boardOf(game, lang)}<div class="controls">${select}${button('play', s.spin)}</div>`;
  if (game === 'demo-baccarat') return `${boardOf(game, lang)}<div class="controls">${baccaratSpots(s)}${select}${button('play', s.deal)}</div>`;
  return `${boardOf(game, lang)}<div class="controls">${select}</div>`;
}

function lastRound(s: Strings): string {
  const item = (label: string, testid: string, minor: boolean) =>
    `<div><dt>${escapeHtml(label)}</dt><dd data-testid="${testid}"${minor ? ' data-minor=""' : ''}>–</dd></div>`;
  return (
    `<section class="last" aria-labelledby="last-title"><h2 id="last-title">${escapeHtml(s.lastRound)}</h2>` +
    `<dl>${item(s.round, 'last-round', false)}${item(s.stake, 'last-stake', true)}${item(s.win, 'last-win', true)}</dl>` +
    `<p class="message" id="message" role="status" data-testid="message"></p></section>`
  );
}

/** The header every demo page shares: DEMO label, title, balance. */
export function topBar(lang: Language, title: string, balance: string, extra = ''): string {
  return `<header class="top">${demoBadge(lang)}<h1>${escapeHtml(title)}</h1>${balance}${extra}</header>`;
}

export function gamePage(session: SessionRow, balance: number): string {
  const lang = languageOf(session.lang);
  const s = stringsOf(lang);
  const game = session.game as DemoGameCode;
  const balanceHtml =
    `<p class="balance" role="status" aria-label="${escapeHtml(s.balance)}" data-testid="balance" data-minor="${balance}" data-currency="${escapeHtml(session.currency)}">` +
    `<span class="label" aria-hidden="true">${escapeHtml(s.balance)}</span> <strong>${escapeHtml(money(balance, session.currency))}</strong></p>`;
  const rulesButton = `<button type="button" id="rules-button" hidden>${escapeHtml(s.rules)}</button>`;
  const body =
    topBar(lang, session.title, balanceHtml, rulesButton) +
    (session.trial ? `<p class="trial-note" role="note">${escapeHtml(s.trialNote)}</p>` : '') +
    `<section class="panel intro" id="intro" aria-labelledby="rules-title"><h2 id="rules-title">${escapeHtml(s.rules)}</h2>` +
    `${rulesHtml(game, lang, session.currency)}<button type="button" id="start" class="primary">${escapeHtml(s.start)}</button></section>` +
    `<main class="game" id="game" hidden><div class="board">${gameArea(game, lang, session.currency)}</div>${lastRound(s)}` +
    `<section class="history-panel" aria-labelledby="history-title"><h2 id="history-title">${escapeHtml(s.history)}</h2>` +
    `<ol class="history" id="history" aria-labelledby="history-title"></ol><p id="history-empty">${escapeHtml(s.noRounds)}</p></section></main>`;
  const data = {
    ...scriptData(game, lang, session.currency),
    mode: 'live',
    code: session.vendorCode,
    sid: session.id,
    api: { round: `/demo-vendor/${encodeURIComponent(session.vendorCode)}/api/round`, history: `/demo-vendor/${encodeURIComponent(session.vendorCode)}/api/history` },
  };
  return pageShell({ lang, theme: session.theme, title: `${session.title} · ${s.demoGame}`, bodyClass: `demo ${game}`, body, scripts: [SCRIPTS[game]], data });
}

export const scriptOf = (game: DemoGameCode) => SCRIPTS[game];

/** What every game script needs, live or replay: strings, names, glyphs and the paylines to draw. */
export function scriptData(game: DemoGameCode, lang: Language, currency: string) {
  const text = rulesTextOf(lang);
  return { game, currency, strings: stringsOf(lang), names: { symbols: text.symbols, fish: text.fish }, glyphs: SYMBOL_GLYPHS, paylines: slotRules.paylines };
}
