import type { Language } from '@shared/constants';
import { baccaratRules } from './engines/baccarat';
import { BACCARAT_BETS } from './engines/baccarat-bets';
import { fishRules } from './engines/fish';
import type { DemoGameCode } from './engines/rounds';
import { slotRules } from './engines/slot';
import type { SlotSymbol } from './engines/slot-paytable';
import { escapeHtml, money } from './html';
import { fill, stringsOf, type Strings } from './i18n';
import { rulesTextOf, type RulesText } from './rules-text';

/**
 * Each game's published rules, paytable and return to player, rendered from the engines' rules
 * objects (the numbers the engines pay) and the translated wording. Shown before the first play and
 * again behind the Rules button.
 */

/** The glyph a slot symbol shows on its tile (the paytable names each one). */
export const SYMBOL_GLYPHS: Record<SlotSymbol, string> = {
  wild: 'W',
  star: '★',
  seven: '7',
  bar: 'BAR',
  bell: 'B',
  plum: 'P',
  orange: 'O',
  lemon: 'L',
  cherry: 'C',
};

export function symbolTile(symbol: SlotSymbol, name: string): string {
  return `<span class="sym sym-${symbol}" role="img" aria-label="${escapeHtml(name)}">${escapeHtml(SYMBOL_GLYPHS[symbol])}</span>`;
}

const percent = (value: number) => `${value.toFixed(2)}%`;
const table = (caption: string, head: string[], rows: string[][]) =>
  `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

function slotTables(s: Strings, text: RulesText): string {
  const head = [s.symbol, ...[3, 4, 5].map((count) => fill(s.ofAKind, { count }))];
  const linePays = slotRules.linePays.map(({ symbol, pays }) => [`${symbolTile(symbol, text.symbols[symbol])} ${escapeHtml(text.symbols[symbol])}`, ...pays.map((p) => `${p}×`)]);
  const star = slotRules.scatter;
  const scatter = [[`${symbolTile(star, text.symbols[star])} ${escapeHtml(text.symbols[star])}`, ...slotRules.scatterPays.map((p) => `${p}×`)]];
  const lines = slotRules.paylines
    .map((rows, index) => {
      const cells = [0, 1, 2].flatMap((row) => rows.map((lineRow) => `<i class="${lineRow === row ? 'on' : ''}"></i>`)).join('');
      return `<li><span class="mini" aria-hidden="true">${cells}</span>${escapeHtml(fill(s.lineNumber, { line: index + 1 }))}</li>`;
    })
    .join('');
  return (
    `<h3>${escapeHtml(s.paytable)}</h3>${table(s.lineBetTimes, head, linePays)}${table(s.totalBetTimes, head, scatter)}` +
    `<h3>${escapeHtml(s.paylines)}</h3><ol class="paylines">${lines}</ol>`
  );
}

function baccaratTable(s: Strings): string {
  const names = { player: s.player, banker: s.banker, tie: s.tie };
  const rows = BACCARAT_BETS.map((bet) => {
    const { numerator, denominator } = baccaratRules.payouts[bet];
    const pays = denominator === 1 ? `${numerator} : 1` : `${numerator / denominator} : 1`;
    return [escapeHtml(names[bet]), escapeHtml(pays), percent(baccaratRules.betRtpPercent[bet])];
  });
  return `<h3>${escapeHtml(s.paytable)}</h3>${table(s.paytable, [s.betSpots, s.payout, s.rtp], rows)}`;
}

function fishTable(s: Strings, text: RulesText): string {
  const rows = fishRules.targets.map((target) => [
    `<span class="fish-icon fish-${target.fish}" aria-hidden="true"></span> ${escapeHtml(text.fish[target.fish])}`,
    `${target.multiplier}×`,
    percent((100 * target.hitChance) / fishRules.chanceDenominator),
  ]);
  return `<h3>${escapeHtml(s.paytable)}</h3>${table(s.paytable, [s.fish, s.multiplier, s.captureChance], rows)}`;
}

const RULES = { 'demo-slot-lucky-fives': slotRules, 'demo-baccarat': baccaratRules, 'demo-fish-hunter': fishRules } as const;

/** The rules panel's content for a game: RTP first, then limits, wording and the paytable. */
export function rulesHtml(game: DemoGameCode, lang: Language, currency: string): string {
  const s = stringsOf(lang);
  const text = rulesTextOf(lang);
  const rules = RULES[game];
  const tables = game === 'demo-slot-lucky-fives' ? slotTables(s, text) : game === 'demo-baccarat' ? baccaratTable(s) : fishTable(s, text);
  return (
    `<p class="rtp" data-testid="rtp">${escapeHtml(s.rtp)}: <strong>${percent(rules.rtpPercent)}</strong></p>` +
    `<p>${escapeHtml(fill(s.limits, { min: money(rules.minBet, currency), max: money(rules.maxBet, currency) }))}</p>` +
    `<ul class="rule-list">${text.rules[game].map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>${tables}`
  );
}

export function rulesOf(game: DemoGameCode) {
  return RULES[game];
}
