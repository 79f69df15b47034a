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

/** Trial accounts (type 4) may not open account pages (spec section 6: in_need_true_account). */
export function trialBlocked(page: string, isTrial: boolean): boolean {
  return isTrial && page === 'memberCentre';
}
