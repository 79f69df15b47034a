import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteDef } from '@shared/routes';
import { useAppSelector } from '@/lib/hooks';
import { guardRedirect } from './guard';

/** No token on a member route → /login; not an agent on an agent route → /agent. */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const session = useAppSelector((state) => state.session);
  const to = guardRedirect(route.auth, session);
  return to ? <Navigate to={to} replace /> : children;
}
