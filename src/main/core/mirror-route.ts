import { mergeMirrors, mirrorsFromDomainRoute, type MirrorEntry } from './mirror-list';
import type { MirrorPool } from './mirror-pool';
import type { FetchLike } from './mirror-probe';

export interface MirrorListRefreshDeps {
  pool: Pick<MirrorPool, 'status' | 'setMirrors'>;
  fetch: FetchLike;
  /** Mirrors built in or given by the environment: always kept, after the announced ones. */
  bootstrap: readonly MirrorEntry[];
  headers?: () => Record<string, string>;
  /** Persists the announced list, for the next start. */
  save: (mirrors: MirrorEntry[]) => void;
  timeoutMs?: number;
}

/**
 * Refreshes the mirror list from the active mirror's `/wps/system/domainRoute`. A failed or invalid
 * answer changes nothing (the pool learns about failing mirrors from its probes and from traffic).
 * Resolves to the new list, or undefined when nothing changed.
 */
export function createMirrorListRefresher(deps: MirrorListRefreshDeps) {
  return async (): Promise<MirrorEntry[] | undefined> => {
    const origin = deps.pool.status().active;
    if (origin === null) return undefined;
    try {
      const response = await deps.fetch(`${origin}/wps/system/domainRoute`, {
        method: 'GET',
        headers: deps.headers?.() ?? {},
        redirect: 'manual',
        signal: AbortSignal.timeout(deps.timeoutMs ?? 8000),
      });
      if (!response.ok) return undefined;
      const announced = mirrorsFromDomainRoute(await response.json());
      if (!announced) return undefined;
      deps.save(announced);
      const merged = mergeMirrors(deps.bootstrap, announced);
      deps.pool.setMirrors(merged);
      return merged;
    } catch {
      return undefined;
    }
  };
}
