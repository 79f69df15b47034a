import type { GameDetail } from '../api-types';
import { ApiError } from './api';
import { type AppContext, gameIn } from './app-context';
import { betForm } from './bet-form';
import { countdownTimer } from './countdown';
import { fill, h } from './dom';
import { dateTime } from './format';
import { lang, t, tx } from './i18n';
import { rulesPanel } from './rules-panel';
import { slipPanel } from './slip';

/** The betting board of one game: its rules first, then the draw with its countdown, the board and the slip. */

function drawBar(ctx: AppContext, detail: GameDetail, onClose: () => void): HTMLElement {
  const draw = detail.game.draw;
  if (detail.game.maintenance || !draw) return h('p', { class: 'maint', role: 'alert' }, detail.game.maintenance ? t('board.maintenance') : t('lobby.noDraw'));
  return h(
    'div',
    { class: 'draw-bar' },
    h('span', { 'data-testid': 'draw-key', 'data-draw-key': draw.key }, t('board.draw', { key: draw.key })),
    h('span', {}, t('rules.drawAt', { time: dateTime(draw.drawsAt, lang()) })),
    h('span', { class: 'closes' }, `${t('lobby.closesIn')} `, countdownTimer(ctx, draw.closesAt, t('lobby.closesIn'), onClose)),
  );
}

export function renderBetting(ctx: AppContext, panel: HTMLElement): void {
  const summary = gameIn(ctx, ctx.game);
  if (!summary) {
    panel.append(h('p', {}, t('board.choose')));
    return;
  }
  const heading = h('h2', { class: 'game-title' }, summary.name);
  const body = h('div', { class: 'betting' }, h('p', { class: 'loading', role: 'status' }, t('loading')));
  panel.append(heading, body);
  let detail: GameDetail;
  const bar = h('div', {});
  const load = async (): Promise<GameDetail> => {
    detail = await ctx.api.game(ctx.game);
    fill(bar, drawBar(ctx, detail, () => window.setTimeout(() => void reload(), 1500)));
    return detail;
  };
  const reload = async (): Promise<string | null> => {
    if (!bar.isConnected) return null;
    const next = await load();
    await ctx.refresh().catch(() => undefined);
    return next.game.draw?.key ?? null;
  };
  load().then(
    (d) => {
      const slip = slipPanel(ctx, { detail: () => detail, nextDraw: reload });
      const board = d.game.maintenance ? null : betForm(d, ctx.state.currency, (bets) => slip.add(bets));
      fill(body, rulesPanel(d), bar, h('div', { class: 'board-grid' }, board, slip.el));
    },
    (error: unknown) => {
      const code = error instanceof ApiError ? error.failure.code : 'default';
      fill(body, h('p', { role: 'alert' }, tx(`code.${code}`, 'code.default')), h('button', { type: 'button', onclick: () => ctx.go('betting') }, t('retry')));
    },
  );
}
