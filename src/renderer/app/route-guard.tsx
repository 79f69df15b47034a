import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteDef } from '@shared/routes';
import { useAppSelector } from '@/lib/hooks';
import { selectIsTrial } from '@/lib/session';
import { guardRedirect, trialBlocked } from './guard';

// Only a trial account on a real-money page sees the notice: it loads like a page, under the
// content's own loading fallback, rather than with every visitor's first JavaScript.
const TrialBlockedNotice = lazy(() =>
  import('@/features/auth/components/trial-blocked-notice').then((m) => ({ default: m.TrialBlockedNotice })),
);

/** No token on a member route → /login; not an agent on an agent route → /agent; trial → notice. */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const session = useAppSelector((state) => state.session);
  const isTrial = useAppSelector(selectIsTrial);
  const to = guardRedirect(route.auth, session);
  if (to) return <Navigate to={to} replace />;
  // Whether the account is a trial one is known once its info loads: wait rather than flash the page.
  if (route.page === 'memberCentre' && !session.user) return null;
  if (trialBlocked(route.page, isTrial)) return <TrialBlockedNotice />;
  return children;
}
