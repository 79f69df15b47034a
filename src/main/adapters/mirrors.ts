import { net } from 'electron';
import type { MirrorStatus } from '@shared/desktop';
import { mergeMirrors, type MirrorEntry } from '../core/mirror-list';
import { MirrorPool } from '../core/mirror-pool';
import { createHttpProbe, type FetchLike } from '../core/mirror-probe';
import { createMirrorListRefresher } from '../core/mirror-route';
import type { SettingsRepository } from '../core/settings-repository';

const ROUTE_REFRESH_MS = 10 * 60_000;

export interface MirrorsConfig {
  settings: SettingsRepository;
  bootstrap: readonly MirrorEntry[];
  headers: () => Record<string, string>;
  /** Tells the renderer (the app window) about a new mirror or connection status. */
  notify: (status: MirrorStatus) => void;
}

/**
 * The mirror pool wired to Chromium's network stack (net.fetch: system proxy and certificates;
 * net.isOnline: the machine's own connectivity), to the settings (the list and the last good mirror
 * survive restarts) and to the renderer.
 */
export function startMirrors(config: MirrorsConfig): MirrorPool {
  const fetch: FetchLike = (url, init) => net.fetch(url, init as Parameters<typeof net.fetch>[1]);
  const stored = config.settings.get();
  const pool = new MirrorPool({
    mirrors: mergeMirrors(config.bootstrap, stored.mirrors),
    lastGood: stored.lastGoodMirror,
    probe: createHttpProbe(fetch),
    isOnline: () => net.isOnline(),
  });
  const refreshList = createMirrorListRefresher({
    pool,
    fetch,
    bootstrap: config.bootstrap,
    headers: config.headers,
    save: (mirrors) => config.settings.update({ mirrors }),
  });
  pool.onChange((status, previous) => {
    if (status.status === 'online' && status.active !== null && status.active !== config.settings.get().lastGoodMirror) {
      config.settings.update({ lastGoodMirror: status.active });
    }
    config.notify(status);
    // A new mirror, or back online: its domainRoute may know of mirrors added since.
    if (status.active !== null && (status.active !== previous.active || previous.status !== 'online')) void refreshList();
  });
  pool.start();
  setInterval(() => void refreshList(), ROUTE_REFRESH_MS).unref();
  return pool;
}
