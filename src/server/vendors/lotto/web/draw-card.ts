import { commitmentOf, drawResult, type LottoResult } from '@shared/lotto/draw';
import { gameOf } from '@shared/lotto/games';
import type { DrawView } from '../api-types';
import { h } from './dom';
import { dateTime } from './format';
import { lang, t, tx } from './i18n';

/** One past draw: its numbers laid out by tier (VN, 4D), digits (Quick 5D) or dice, its commitment and seed, and Verify. */

const DICE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

function tierNames(game: string): string[] {
  try {
    return gameOf(game).tiers.map((tier) => tier.name);
  } catch {
    return [];
  }
}

export function numbersOf(game: string, result: LottoResult): HTMLElement {
  switch (result.family) {
    case 'QUICK5': {
      const sum = result.digits.reduce((s, d) => s + d, 0);
      return h('div', { class: 'balls-row' }, h('ol', { class: 'balls', 'aria-label': t('results.digits') }, result.digits.map((d) => h('li', { class: 'ball' }, d))), h('span', { class: 'sum' }, t('results.sum', { sum })));
    }
    case 'DICE3': {
      const sum = result.dice.reduce((s, d) => s + d, 0);
      return h(
        'div',
        { class: 'balls-row' },
        h('ol', { class: 'dice', 'aria-label': t('results.dice') }, result.dice.map((d) => h('li', { class: 'die', 'aria-label': String(d) }, h('span', { 'aria-hidden': 'true' }, DICE[d] ?? ''), h('b', {}, d)))),
        h('span', { class: 'sum' }, t('results.sum', { sum })),
      );
    }
    case 'VN':
    case 'SEA4D': {
      const names = tierNames(game);
      return h(
        'table',
        { class: `prizes prizes-${result.family.toLowerCase()}` },
        h(
          'tbody',
          {},
          result.prizes.map((numbers, i) =>
            h('tr', { class: i === 0 ? 'top-tier' : '' }, h('th', { scope: 'row' }, tx(`tier.${names[i] ?? ''}`)), h('td', {}, numbers.map((n) => h('span', { class: 'num' }, n)))),
          ),
        ),
      );
    }
  }
}

/** Key order aside (the stored result is JSON whose keys the database may reorder), the same value. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const rb = b as Record<string, unknown>;
    return ka.length === Object.keys(b).length && ka.every((k) => k in rb && same((a as Record<string, unknown>)[k], rb[k]));
  }
  return a === b;
}

function verify(draw: DrawView): 'ok' | 'commitment' | 'numbers' {
  if (!draw.seed || !draw.result) return 'numbers';
  if (commitmentOf(draw.seed) !== draw.commitment.toLowerCase()) return 'commitment';
  const again = drawResult(gameOf(draw.game), draw.seed, draw.key);
  return same(again, draw.result) ? 'ok' : 'numbers';
}

export function drawCard(draw: DrawView, name?: string): HTMLElement {
  const title = name ? `${name} · ${draw.key}` : draw.key;
  const outcome = h('p', { class: 'verify-out', role: 'status' });
  const button = h('button', { type: 'button', class: 'verify' }, t('results.verify'));
  button.addEventListener('click', () => {
    outcome.textContent = t('results.verifying');
    let verdict: ReturnType<typeof verify>;
    try {
      verdict = verify(draw);
    } catch {
      verdict = 'numbers';
    }
    outcome.className = `verify-out ${verdict === 'ok' ? 'ok' : 'bad'}`;
    outcome.textContent = t(verdict === 'ok' ? 'results.verified' : verdict === 'commitment' ? 'results.badCommitment' : 'results.badNumbers');
  });
  const revealed = draw.result && draw.seed;
  return h(
    'article',
    { class: 'draw card', 'aria-label': title, 'data-draw-key': draw.key },
    h('h3', {}, title, h('span', { class: `badge st-${draw.status}` }, tx(`status.${draw.status}`))),
    draw.drawnAt ? h('p', { class: 'muted' }, t('results.drawnAt', { time: dateTime(draw.drawnAt, lang()) })) : null,
    draw.status === 'void' ? h('p', {}, t('results.void', { reason: draw.voidReason ?? '' })) : null,
    draw.result ? numbersOf(draw.game, draw.result) : draw.status === 'void' ? null : h('p', {}, t('results.pendingDraw')),
    h(
      'dl',
      { class: 'proof' },
      h('dt', {}, t('results.commitment')),
      h('dd', {}, h('code', {}, draw.commitment)),
      draw.seed ? [h('dt', {}, t('results.seed')), h('dd', {}, h('code', {}, draw.seed))] : null,
    ),
    revealed ? h('div', { class: 'row' }, button, outcome) : null,
  );
}
