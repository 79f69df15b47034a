import type { GameSummary } from '../api-types';
import type { AppContext } from './app-context';
import { countdownTimer } from './countdown';
import { h } from './dom';
import { dateTime } from './format';
import { lang, t, tx } from './i18n';

/** The lobby: the session's games grouped by region or family, each with its next draw and a live countdown. */

const groupOf = (g: GameSummary): string => (g.family === 'VN' ? (g.region ?? 'NORTH') : g.family);
const ORDER = ['NORTH', 'CENTRAL', 'SOUTH', 'SEA4D', 'QUICK5', 'DICE3'];

function card(ctx: AppContext, game: GameSummary, refresh: () => void): HTMLElement {
  const draw = game.draw;
  const status = game.maintenance
    ? h('p', { class: 'maint' }, t('lobby.maintenance'))
    : draw
      ? h(
          'p',
          { class: 'next' },
          h('span', {}, t('lobby.next', { time: dateTime(draw.drawsAt, lang()) })),
          h('span', { class: 'closes' }, `${t('lobby.closesIn')} `, countdownTimer(ctx, draw.closesAt, `${t('lobby.closesIn')} · ${game.name}`, refresh)),
        )
      : h('p', { class: 'maint' }, t('lobby.noDraw'));
  const open = h('button', { type: 'button', class: 'game-open', 'aria-label': t('lobby.open', { game: game.name }), onclick: () => ctx.go('betting', game.code) }, h('span', { class: 'game-name' }, game.name));
  return h('li', { class: `game-card${game.maintenance ? ' is-maint' : ''}`, 'data-game': game.code }, open, status);
}

export function renderLobby(ctx: AppContext, panel: HTMLElement): void {
  let refreshing = false;
  const refresh = () => {
    if (refreshing) return;
    refreshing = true;
    // The draw closed: a moment later the next one is open.
    window.setTimeout(() => {
      ctx.refresh().then(
        () => panel.isConnected && panel.getAttribute('aria-labelledby') === 'tab-lobby' && ctx.go('lobby'),
        () => undefined,
      );
    }, 1500);
  };
  const groups = new Map<string, GameSummary[]>();
  for (const game of ctx.state.games) groups.set(groupOf(game), [...(groups.get(groupOf(game)) ?? []), game]);
  const keys = [...groups.keys()].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  panel.append(
    h('p', { class: 'note', role: 'note' }, t('operated')),
    ...keys.map((key) => {
      const id = `group-${key}`;
      return h(
        'section',
        { class: 'group', 'aria-labelledby': id },
        h('h2', { id }, tx(`group.${key}`)),
        h('ul', { class: 'games' }, (groups.get(key) ?? []).map((g) => card(ctx, g, refresh))),
      );
    }),
  );
}
