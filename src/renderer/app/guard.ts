import type { RouteAuth } from '@shared/routes';

export interface GuardSession {
  token: string | null;
  isAgent: boolean;
}

/** Where a route sends this session: null to render it, else the path to go to. */
export function guardRedirect(auth: RouteAuth, session: GuardSession): '/login' | '/agent' | null {
  if (auth === 'member' && !session.token) return '/login';
  if (auth === 'agent' && (!session.token || !session.isAgent)) return '/agent';
  return null;
}
