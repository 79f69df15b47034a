import { isLoopbackHost, originOf } from './origin';

/** A platform mirror: its origin and its priority (lower number = preferred, as domainRoute sorts). */
export interface MirrorEntry {
  origin: string;
  priority: number;
}

/** Built-in and environment mirrors rank after every mirror the platform announced. */
export const BOOTSTRAP_PRIORITY = 1000;

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/iu;

/**
 * The origin of a mirror given as a bare domain (`m1.example.com`, as domainRoute lists them) or as a
 * URL. Only https, or http on loopback (development and tests); never a path, credentials or
 * another scheme.
 */
export function mirrorOrigin(input: string): string | undefined {
  const text = input.trim();
  if (text === '' || text.length > 300) return undefined;
  if (!text.includes('://')) return HOSTNAME.test(text) ? `https://${text.toLowerCase()}` : undefined;
  const origin = originOf(text);
  if (origin === undefined) return undefined;
  const url = new URL(text);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return undefined;
  if (url.protocol === 'https:') return origin;
  return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? origin : undefined;
}

/** Bootstrap mirrors (a comma-separated list, in order of preference) as pool entries. */
export function bootstrapMirrors(list: string | undefined): MirrorEntry[] {
  const entries: MirrorEntry[] = [];
  for (const item of (list ?? '').split(',')) {
    const origin = mirrorOrigin(item);
    if (origin && !entries.some((e) => e.origin === origin)) entries.push({ origin, priority: BOOTSTRAP_PRIORITY + entries.length });
  }
  return entries;
}

/**
 * The mirrors a `/wps/system/domainRoute` answer announces: the main domain first (priority 0), then
 * the mirrors with their priorities. Undefined when the answer is not a valid domain route.
 */
export function mirrorsFromDomainRoute(body: unknown): MirrorEntry[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { success, value } = body as { success?: unknown; value?: unknown };
  if (success !== true || typeof value !== 'object' || value === null) return undefined;
  const { mainDomain, mirrors } = value as { mainDomain?: unknown; mirrors?: unknown };
  if (!Array.isArray(mirrors)) return undefined;
  const candidates: { domain: unknown; priority: unknown }[] = [{ domain: mainDomain, priority: 0 }];
  for (const mirror of mirrors) {
    if (typeof mirror === 'object' && mirror !== null) candidates.push(mirror as { domain: unknown; priority: unknown });
  }
  const entries: MirrorEntry[] = [];
  for (const { domain, priority } of candidates) {
    const origin = typeof domain === 'string' ? mirrorOrigin(domain) : undefined;
    if (origin && Number.isInteger(priority) && !entries.some((e) => e.origin === origin)) {
      entries.push({ origin, priority: Math.max(0, Math.min(priority as number, BOOTSTRAP_PRIORITY - 1)) });
    }
  }
  return entries.length > 0 ? entries : undefined;
}

/** One list from several: each origin once with its best priority, preferred first (stable). */
export function mergeMirrors(...lists: readonly (readonly MirrorEntry[])[]): MirrorEntry[] {
  const best = new Map<string, number>();
  for (const list of lists) {
    for (const { origin, priority } of list) {
      const known = best.get(origin);
      if (known === undefined || priority < known) best.set(origin, priority);
    }
  }
  return [...best].map(([origin, priority]) => ({ origin, priority })).sort((a, b) => a.priority - b.priority);
}
