import { DocumentTitle } from '@/features/system/components/document-title';
import { StatusGate } from '@/features/system/components/status-gate';
import { AppRouter, AppRoutes } from './router';

/** Maintenance and region blocking replace every route, so the gate sits above the routes. */
export function App() {
  return (
    <AppRouter>
      <DocumentTitle />
      <StatusGate>
        <AppRoutes />
      </StatusGate>
    </AppRouter>
  );
}
