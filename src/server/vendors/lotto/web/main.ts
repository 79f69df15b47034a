import type { StateAnswer } from '../api-types';
import { ApiError, apiFor } from './api';
import { type AppContext, type Boot, type View, VIEWS } from './app-context';
import { renderBets } from './bets-view';
import { renderBetting } from './betting-view';
import { h, fill } from './dom';
import { money } from './format';
import { setLang, t, tx } from './i18n';
import { renderLobby } from './lobby-view';
import { renderResults } from './results-view';

/** The lottery's browser app: reads the boot data, loads the session, shows the header, tabs and a view. */

function readBoot(): Boot {
  const raw = document.getElementById('lotto-boot')?.textContent ?? '{}';
  const boot = JSON.parse(raw) as Partial<Boot>;
  const view = VIEWS.includes(boot.view as View) ? (boot.view as View) : 'lobby';
  return { sid: boot.sid ?? '', view, game: boot.game ?? '', lang: boot.lang ?? 'EN', backUrl: boot.backUrl ?? null };
}

const RENDER: Record<View, (ctx: AppContext, panel: HTMLElement) => void> = {
  lobby: renderLobby,
  betting: renderBetting,
  results: renderResults,
  bets: renderBets,
};

function failure(root: HTMLElement, error: unknown, retry: () => void): void {
  const code = error instanceof ApiError ? error.failure.code : 'default';
  fill(
    root,
    h('main', { class: 'fatal' }, h('h1', {}, t('title')), h('p', { role: 'alert' }, tx(`code.${code}`, 'code.default')), code === 'session_ended' ? null : h('button', { type: 'button', class: 'primary', onclick: retry }, t('retry'))),
  );
}

/**
 * Loads the web-font slices the title's characters need before the heading is first drawn (at most
 * 1.5 s). Chromium draws a bold heading shaped before its unicode-range slice arrived as empty boxes
 * and keeps them after the slice loads (seen with the CN title on a machine without CJK fonts).
 */
async function headingFont(text: string): Promise<void> {
  const family = getComputedStyle(document.body).fontFamily;
  await Promise.race([document.fonts.load(`700 1.2rem ${family}`, text).catch(() => []), new Promise((resolve) => setTimeout(resolve, 1_500))]);
}

async function start(root: HTMLElement, boot: Boot): Promise<void> {
  const api = apiFor(boot.sid);
  fill(root, h('p', { class: 'loading', role: 'status' }, t('loading')));
  let state: StateAnswer;
  try {
    state = await api.state();
  } catch (error) {
    failure(root, error, () => void start(root, boot));
    return;
  }
  const balance = h('strong', { 'data-testid': 'balance', 'data-minor': state.balance }, money(state.balance, state.currency));
  const tabs = VIEWS.map((view) => h('button', { type: 'button', role: 'tab', id: `tab-${view}`, 'aria-controls': 'lotto-panel', class: 'tab' }, t(`tab.${view}`)));
  const panel = h('main', { id: 'lotto-panel', role: 'tabpanel', class: 'panel-area' });
  const ctx: AppContext = {
    boot,
    api,
    state,
    game: state.games.some((g) => g.code === boot.game) ? boot.game : state.game,
    skew: Date.parse(state.serverTime) - Date.now(),
    go: (view, game) => {
      if (game) ctx.game = game;
      tabs.forEach((tab, i) => {
        const on = VIEWS[i] === view;
        tab.setAttribute('aria-selected', String(on));
        tab.tabIndex = on ? 0 : -1;
      });
      panel.setAttribute('aria-labelledby', `tab-${view}`);
      document.documentElement.dataset.view = view;
      fill(panel);
      RENDER[view](ctx, panel);
    },
    setBalance: (minor) => {
      ctx.state.balance = minor;
      balance.dataset.minor = String(minor);
      balance.textContent = money(minor, ctx.state.currency);
    },
    refresh: async () => {
      const fresh = await api.state();
      ctx.state = fresh;
      ctx.skew = Date.parse(fresh.serverTime) - Date.now();
      ctx.setBalance(fresh.balance);
      return fresh;
    },
  };
  tabs.forEach((tab, i) => {
    const view = VIEWS[i] ?? 'lobby';
    tab.addEventListener('click', () => ctx.go(view));
    tab.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      const next = tabs[(i + step + tabs.length) % tabs.length];
      next?.focus();
      next?.click();
    });
  });
  const back = boot.backUrl ? h('a', { href: boot.backUrl, class: 'back', target: '_top' }, t('back')) : null;
  const header = h(
    'header',
    { class: 'top' },
    back,
    h('h1', {}, t('title')),
    h('p', { class: 'who' }, h('span', { class: 'label' }, `${t('player')} `), state.nickname),
    h('p', { class: 'balance' }, h('span', { class: 'label', id: 'balance-label' }, `${t('balance')} `), balance),
  );
  balance.setAttribute('aria-labelledby', 'balance-label');
  await headingFont(t('title'));
  fill(root, header, h('nav', { class: 'tabs', role: 'tablist', 'aria-label': t('tabs.label') }, tabs), panel);
  ctx.go(boot.view);
}

const root = document.getElementById('app');
if (root) {
  const boot = readBoot();
  document.documentElement.lang = { EN: 'en', CN: 'zh-CN', TH: 'th' }[setLang(boot.lang)];
  document.title = t('title');
  void start(root, boot);
}
