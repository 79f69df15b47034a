import { lazy, Suspense, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { ROUTES } from '@shared/routes';
import { hasUnseen, markSeen, readSeen, requestKey } from '@/lib/contract-requests-seen';
import { addMessages } from '@/lib/i18n/i18n';
import { useContractRequests } from '@/lib/use-contract-requests';
import { CENTRE_LOADERS } from './i18n-bundle';

// The modal and the agent namespace it speaks load only when there is something to show: home's
// first JS carries this trigger alone, which reads the consolidated-funds call (agents only).
const ContractRequestsModal = lazy(async () => {
  await addMessages(CENTRE_LOADERS);
  const { ContractRequestsModal: Modal } = await import('@/features/agent/components/contract-requests-modal');
  return { default: Modal };
});

/** Over a game nothing pops up. */
const GAME_PATHS = ROUTES.filter((route) => route.layout === 'game').map((route) => route.path);

/**
 * Shows the contract modal to a signed-in agent with offers or termination requests waiting, once
 * per session for each set of them: dismissing (or opening a request's page) marks them shown,
 * and only a request not shown yet brings the modal back.
 */
export function ContractRequestsPopup() {
  const requests = useContractRequests();
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(readSeen);
  if (!hasUnseen(requests, seen) || GAME_PATHS.some((path) => matchPath(path, pathname))) return null;
  const close = () => {
    markSeen(requests);
    setSeen(new Set(requests.map(requestKey)));
  };
  return (
    <Suspense fallback={null}>
      <ContractRequestsModal requests={requests} onClose={close} />
    </Suspense>
  );
}
