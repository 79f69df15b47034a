import { payFloor } from '@shared/lotto/money';
import type { GameDetail, SlipAnswer } from '../api-types';
import { ApiError } from './api';
import type { AppContext } from './app-context';
import { betLabel, oddsKeyOf, type SlipBet } from './bet-kinds';
import { fill, h } from './dom';
import { money } from './format';
import { t, tx } from './i18n';

/** The bet slip: lines of several types, each stake and potential win, the total, the balance, Confirm. */

const slips = new Map<string, SlipBet[]>();
export const slipOf = (game: string): SlipBet[] => slips.get(game) ?? [];

export interface SlipPanel {
  el: HTMLElement;
  add(bets: SlipBet[]): void;
}

export interface SlipHooks {
  detail(): GameDetail;
  /** The draw closed: load the next one and answer its key. */
  nextDraw(): Promise<string | null>;
}

function potential(detail: GameDetail, bet: SlipBet): { win: number; upTo: boolean } {
  const { key, divisor, upTo } = oddsKeyOf(detail.game.family, bet);
  if (detail.settings.odds[key] === undefined) return { win: 0, upTo };
  return { win: payFloor(bet.stake, [{ key, hits: 1 }], detail.settings.odds, divisor), upTo };
}

export function slipPanel(ctx: AppContext, hooks: SlipHooks): SlipPanel {
  const game = ctx.game;
  const cur = ctx.state.currency;
  let refused = new Set<number>();
  const list = h('ul', { class: 'slip-lines', 'aria-label': t('slip.title') });
  const totals = h('dl', { class: 'slip-totals' });
  const message = h('p', { class: 'slip-message', role: 'status' });
  const confirm = h('button', { type: 'button', class: 'primary' }, t('slip.confirm'));
  const clear = h('button', { type: 'button' }, t('slip.clear'));

  const render = () => {
    const lines = slipOf(game);
    const detail = hooks.detail();
    fill(
      list,
      lines.length === 0
        ? h('li', { class: 'empty' }, t('slip.empty'))
        : lines.map((bet, i) => {
            const { win, upTo } = potential(detail, bet);
            const label = betLabel(bet);
            return h(
              'li',
              { class: `slip-line${refused.has(i) ? ' refused' : ''}`, 'aria-invalid': refused.has(i) ? 'true' : null },
              h('span', { class: 'line-bet' }, label),
              h('span', { class: 'line-stake' }, h('small', {}, `${t('slip.stake')} `), money(bet.stake, cur)),
              h('span', { class: 'line-win' }, h('small', {}, `${t('slip.win')} `), upTo ? `${t('slip.winUpTo')} ` : '', money(win, cur), bet.type === 'LO' ? h('small', {}, ` ${t('rules.perHit')}`) : null),
              refused.has(i) ? h('span', { class: 'line-error' }, t('slip.lineError')) : null,
              h('button', { type: 'button', class: 'remove', 'aria-label': t('slip.remove', { bet: label }), onclick: () => remove(i) }, '×'),
            );
          }),
    );
    const total = lines.reduce((s, b) => s + b.stake, 0);
    fill(
      totals,
      h('div', {}, h('dt', {}, t('slip.total')), h('dd', { 'data-testid': 'slip-total', 'data-minor': total }, money(total, cur))),
      h('div', {}, h('dt', {}, t('balance')), h('dd', {}, money(ctx.state.balance, cur))),
    );
    confirm.disabled = lines.length === 0 || !hooks.detail().game.draw;
    clear.disabled = lines.length === 0;
  };
  const remove = (i: number) => {
    slips.set(game, slipOf(game).filter((_, j) => j !== i));
    refused = new Set();
    render();
  };
  const placed = (answer: SlipAnswer) => {
    ctx.setBalance(answer.balance);
    slips.set(game, []);
    refused = new Set();
    render();
    message.className = 'slip-message ok';
    message.textContent = t(answer.status === 'pending' ? 'slip.pending' : 'slip.placed', { draw: answer.drawKey, balance: money(answer.balance, cur) });
  };
  const failed = async (error: unknown) => {
    const f = error instanceof ApiError ? error.failure : { success: false as const, code: 'default' };
    message.className = 'slip-message bad';
    if (f.code === 'insufficient_funds' && f.balance !== undefined) ctx.setBalance(f.balance);
    if (f.code === 'invalid_bet' && f.fields) refused = new Set(f.fields.map((x) => Number(/^bets\.(\d+)/u.exec(x)?.[1] ?? -1)));
    let text = tx(`code.${f.code}`, 'code.default', { balance: money(f.balance ?? ctx.state.balance, cur) });
    if (f.code === 'draw_closed') {
      const next = await hooks.nextDraw().catch(() => null);
      if (next) text = `${text} ${t('slip.drawMoved', { draw: next })}`;
    }
    render();
    message.textContent = text;
  };
  confirm.addEventListener('click', () => {
    const draw = hooks.detail().game.draw;
    const bets = slipOf(game);
    if (!draw || bets.length === 0) return;
    confirm.disabled = true;
    confirm.textContent = t('slip.placing');
    message.textContent = '';
    ctx.api
      .slip(game, draw.key, bets)
      .then(placed, failed)
      .finally(() => {
        confirm.textContent = t('slip.confirm');
        render();
      });
  });
  clear.addEventListener('click', () => {
    slips.set(game, []);
    refused = new Set();
    message.textContent = '';
    render();
  });
  render();
  const el = h('section', { class: 'slip card', 'aria-labelledby': 'slip-title' }, h('h2', { id: 'slip-title' }, t('slip.title')), list, totals, message, h('div', { class: 'row' }, clear, confirm));
  return {
    el,
    add: (bets) => {
      slips.set(game, [...slipOf(game), ...bets]);
      refused = new Set();
      message.className = 'slip-message ok';
      message.textContent = t('board.added', { count: bets.length });
      render();
    },
  };
}
