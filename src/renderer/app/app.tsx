import { Toaster } from '@/components/toaster';
import { AuthPopups } from '@/features/auth/components/auth-popups';
import { ResetLinkWatcher } from '@/features/auth/components/reset-link-watcher';
import { DocumentTitle } from '@/features/system/components/document-title';
import { StatusGate } from '@/features/system/components/status-gate';
import { DesktopShell } from './desktop/desktop-shell';
import { ContractRequestsPopup } from './contract-requests-popup';
import { AppRouter, AppRoutes } from './router';
import { SessionLoader } from './session-loader';

/** Maintenance and region blocking replace every route, so the gate sits above the routes. */
export function App() {
  return (
    <AppRouter>
      <DocumentTitle />
      <DesktopShell />
      <StatusGate>
        <SessionLoader />
        <AppRoutes />
        <ResetLinkWatcher />
        <AuthPopups />
        <ContractRequestsPopup />
        <Toaster />
      </StatusGate>
    </AppRouter>
  );
}
