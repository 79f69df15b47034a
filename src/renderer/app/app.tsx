import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { Toaster } from '@/components/toaster';
import { AuthPopups } from '@/features/auth/components/auth-popups';
import { DocumentTitle } from '@/features/system/components/document-title';
import { StatusGate } from '@/features/system/components/status-gate';
import { ContractRequestsGate, DesktopShellGate, ResetLinkGate } from './on-demand';
import { AppRouter, AppRoutes } from './router';
import { SessionLoader } from './session-loader';

// The operator console is its own tree and chunk: players never download it.
const ConsoleRoute = lazy(() => import('./routes/console'));

/** Maintenance and region blocking replace every player route, so the gate sits above them. */
function PlayerApp() {
  return (
    <>
      <DocumentTitle />
      <StatusGate>
        <SessionLoader />
        <AppRoutes />
        <ResetLinkGate />
        <AuthPopups />
        <ContractRequestsGate />
        <Toaster />
      </StatusGate>
    </>
  );
}

/**
 * The console sits beside the player app, not inside it: the operators who switch maintenance on
 * must still reach it, and the player's session, popups and status gate are not theirs.
 */
export function App() {
  return (
    <AppRouter>
      <DesktopShellGate />
      <Routes>
        <Route
          path="/console/*"
          element={
            <Suspense fallback={<PageLoader />}>
              <ConsoleRoute />
              <Toaster />
            </Suspense>
          }
        />
        <Route path="*" element={<PlayerApp />} />
      </Routes>
    </AppRouter>
  );
}
