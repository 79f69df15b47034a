import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { getHost } from '@/lib/host/get-host';
import { useAppSelector } from '@/lib/hooks';
import { selectIsAgent, selectIsLoggedIn } from '@/lib/session';

/*
 * Parts of the frame that most visits never show: each is its own chunk, and a small gate here
 * decides from the host, the session or the address whether to load it at all. That keeps them
 * out of home's first JavaScript and out of the first render.
 */

const DesktopShell = lazy(() => import('./desktop/desktop-shell').then((m) => ({ default: m.DesktopShell })));
const ContractRequestsPopup = lazy(() => import('./contract-requests-popup').then((m) => ({ default: m.ContractRequestsPopup })));
const ResetLinkWatcher = lazy(() =>
  import('@/features/auth/components/reset-link-watcher').then((m) => ({ default: m.ResetLinkWatcher })),
);

/** The offline screen, mirror notices and kiosk countdown exist only in the desktop shell, never on the web. */
export function DesktopShellGate() {
  // The host does not change while the page lives, so it is read once.
  const [desktop] = useState(() => getHost().kind === 'desktop');
  if (!desktop) return null;
  return (
    <Suspense fallback={null}>
      <DesktopShell />
    </Suspense>
  );
}

/** Only a signed-in agent can have contract requests waiting (use-contract-requests.ts). */
export function ContractRequestsGate() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isAgent = useAppSelector(selectIsAgent);
  if (!loggedIn || !isAgent) return null;
  return (
    <Suspense fallback={null}>
      <ContractRequestsPopup />
    </Suspense>
  );
}

/** The reset-link watcher has work only while the address holds an e-mailed reset token. */
export function ResetLinkGate() {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has('resetToken')) return null;
  return (
    <Suspense fallback={null}>
      <ResetLinkWatcher />
    </Suspense>
  );
}
