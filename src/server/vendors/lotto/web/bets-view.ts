import type { PlayerBet } from '../api-types';
import { ApiError } from './api';
import type { AppContext } from './app-context';
import { betLabel } from './bet-kinds';
import { fill, h } from './dom';
import { dateTime, money } from './format';
import { lang, t, tx } from './i18n';

/** My bets: game, draw, bet, stake, status and payout of the player's latest bets (cards on phones). */

function row(bet: PlayerBet, currency: string): HTMLElement {
  const cell = (label: string, ...content: (Node | string)[]) => h('td', { 'data-label': label }, h('span', {}, ...content));
  return h(
    'tr',
    { 'data-status': bet.status, 'data-slip': bet.slipId },
    cell(t('bets.game'), bet.gameName, h('small', { class: 'muted' }, dateTime(bet.placedAt, lang()))),
    cell(t('bets.draw'), bet.drawKey),
    cell(t('bets.bet'), betLabel(bet.bet)),
    cell(t('bets.stake'), money(bet.stake, currency)),
    cell(t('bets.status'), h('span', { class: `badge st-${bet.status}` }, tx(`status.${bet.status}`))),
    cell(t('bets.payout'), bet.payout === null ? '—' : money(bet.payout, currency)),
  );
}

export function renderBets(ctx: AppContext, panel: HTMLElement): void {
  const body = h('div', {}, h('p', { role: 'status' }, t('loading')));
  const load = () => {
    ctx.api.bets().then(
      ({ bets }) => {
        if (bets.length === 0) {
          fill(body, h('p', { class: 'empty' }, t('bets.none')));
          return;
        }
        const head = [t('bets.game'), t('bets.draw'), t('bets.bet'), t('bets.stake'), t('bets.status'), t('bets.payout')];
        fill(
          body,
          h('table', { class: 'bets-table', 'aria-labelledby': 'bets-title' }, h('thead', {}, h('tr', {}, head.map((x) => h('th', { scope: 'col' }, x)))), h('tbody', {}, bets.map((b) => row(b, ctx.state.currency)))),
        );
      },
      (error: unknown) => fill(body, h('p', { role: 'alert' }, tx(`code.${error instanceof ApiError ? error.failure.code : 'default'}`, 'code.default'))),
    );
  };
  const refresh = h('button', { type: 'button', onclick: () => { load(); void ctx.refresh().catch(() => undefined); } }, t('bets.refresh'));
  panel.append(h('section', { class: 'bets', 'aria-labelledby': 'bets-title' }, h('div', { class: 'row head-row' }, h('h2', { id: 'bets-title' }, t('bets.title')), refresh), body));
  load();
}
