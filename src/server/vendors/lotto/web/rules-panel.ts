import type { GameDetail } from '../api-types';
import { h } from './dom';
import { dateTime } from './format';
import { lang, t, tx } from './i18n';

/** The rules panel of a game: bet types with their odds, RTP and explanation, the prize tiers, the close time. */

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const times = (x: number) => `×${Number(x.toFixed(4))}`;

function oddsText(detail: GameDetail, type: string): string | HTMLElement {
  const odds = detail.settings.odds;
  const family = detail.game.family;
  if (family === 'DICE3' && type === 'SUM') {
    const sums = Object.keys(odds).filter((k) => k.startsWith('SUM_')).map((k) => odds[k] ?? 0);
    return sums.length ? `${times(Math.min(...sums))} – ${times(Math.max(...sums))}` : '—';
  }
  if (family === 'SEA4D') {
    const side = type.endsWith('SMALL') ? 'SMALL' : 'BIG';
    const all = Object.entries(odds).filter(([k]) => k.startsWith(`${side}_`)).map(([, v]) => v);
    return all.length ? `${times(Math.min(...all))} – ${times(Math.max(...all))}` : '—';
  }
  const x = odds[type];
  if (x === undefined) return '—';
  return type === 'LO' ? h('span', {}, times(x), h('small', { class: 'per-hit' }, t('rules.perHit'))) : times(x);
}

function rtpText(detail: GameDetail, type: string): string {
  const rows = detail.rtp.filter((r) => r.betType === type);
  if (rows.length === 0) return '—';
  const values = rows.map((r) => r.rtp);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? pct(lo) : `${pct(lo)} – ${pct(hi)}`;
}

function sumTable(detail: GameDetail): HTMLElement | null {
  if (detail.game.family !== 'DICE3') return null;
  const sums = Object.entries(detail.settings.odds).filter(([k]) => k.startsWith('SUM_'));
  return h('p', { class: 'sum-odds' }, sums.map(([k, v]) => h('span', {}, t('rules.sumOdds', { pick: k.slice(4), odds: Number(v.toFixed(4)) }))));
}

function tiersTable(detail: GameDetail): HTMLElement | null {
  if (detail.tiers.length === 0) return null;
  const is4d = detail.game.family === 'SEA4D';
  const odds = (side: string, tier: string) => {
    const x = detail.settings.odds[`${side}_${tier}`];
    return x === undefined ? '—' : times(x);
  };
  return h(
    'table',
    { class: 'tiers' },
    h('caption', {}, t('rules.tiers')),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('rules.tier')), h('th', { scope: 'col' }, t('rules.count')), h('th', { scope: 'col' }, t('rules.digits')), is4d ? [h('th', { scope: 'col' }, tx('bet.BIG')), h('th', { scope: 'col' }, tx('bet.SMALL'))] : null)),
    h(
      'tbody',
      {},
      detail.tiers.map((tier) =>
        h('tr', {}, h('th', { scope: 'row' }, tx(`tier.${tier.name}`)), h('td', {}, tier.count), h('td', {}, tier.digits), is4d ? [h('td', {}, odds('BIG', tier.name)), h('td', {}, odds('SMALL', tier.name))] : null),
      ),
    ),
  );
}

export function rulesPanel(detail: GameDetail): HTMLElement {
  const draw = detail.game.draw;
  const rows = detail.betTypes.flatMap((type) => [
    h('tr', { class: 'type-row' }, h('th', { scope: 'row' }, tx(`bet.${type}`)), h('td', {}, oddsText(detail, type)), h('td', {}, rtpText(detail, type))),
    h('tr', { class: 'help-row' }, h('td', { colspan: 3 }, tx(`help.${type}`))),
  ]);
  return h(
    'details',
    { class: 'rules card', open: true },
    h('summary', {}, h('h2', {}, t('rules.title'))),
    h('p', { class: 'note', role: 'note' }, t('operated')),
    draw ? h('p', {}, t('rules.drawAt', { time: dateTime(draw.drawsAt, lang()) })) : null,
    h('p', {}, t('rules.close', { seconds: detail.closeSeconds })),
    h(
      'table',
      { class: 'bet-rules' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('rules.betType')), h('th', { scope: 'col' }, t('rules.odds')), h('th', { scope: 'col' }, t('rules.rtp')))),
      h('tbody', {}, rows),
    ),
    sumTable(detail),
    tiersTable(detail),
  );
}
