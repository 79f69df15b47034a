import { type AppContext, now } from './app-context';
import { h } from './dom';
import { countdown } from './format';
import { t } from './i18n';

/** Live countdowns (role="timer"), all ticked by one interval; each may call back once at zero. */

interface Entry {
  el: HTMLElement;
  ctx: AppContext;
  closesAt: number;
  onZero: (() => void) | undefined;
  done: boolean;
}
const entries = new Set<Entry>();
let ticking: number | undefined;

function tick(): void {
  for (const entry of entries) {
    if (!entry.el.isConnected) {
      entries.delete(entry);
      continue;
    }
    paint(entry);
  }
  if (entries.size === 0 && ticking !== undefined) {
    window.clearInterval(ticking);
    ticking = undefined;
  }
}

function paint(entry: Entry): void {
  const left = (entry.closesAt - now(entry.ctx)) / 1000;
  entry.el.textContent = countdown(left, t('count.day'));
  entry.el.dataset.seconds = String(Math.max(0, Math.floor(left)));
  entry.el.classList.toggle('soon', left < 60);
  if (left <= 0 && !entry.done) {
    entry.done = true;
    entry.onZero?.();
  }
}

export function countdownTimer(ctx: AppContext, closesAtIso: string, label: string, onZero?: () => void): HTMLElement {
  const el = h('span', { role: 'timer', 'aria-label': label, class: 'timer', 'aria-live': 'off' });
  const entry: Entry = { el, ctx, closesAt: Date.parse(closesAtIso), onZero, done: false };
  entries.add(entry);
  paint(entry);
  ticking ??= window.setInterval(tick, 1000);
  return el;
}
