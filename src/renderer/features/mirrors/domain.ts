const HOSTNAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

export type DomainCheck = { ok: true; domain: string } | { ok: false; reason: 'required' | 'invalid' };

/** Accepts a bare domain or a pasted URL; returns its lower-case host name or why it is unusable. */
export function normalizeDomain(input: string): DomainCheck {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, reason: 'required' };
  const host = trimmed
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#]/)[0]
    ?.replace(/:\d+$/, '')
    .toLowerCase() ?? '';
  return HOSTNAME.test(host) ? { ok: true, domain: host } : { ok: false, reason: 'invalid' };
}
