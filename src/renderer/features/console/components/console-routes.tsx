import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hideBootLoader } from '@/lib/boot-loader';
import { useWhitelabelQuery } from '@/lib/config-api';
import { registerAllScriptFonts } from '@/lib/web-fonts/web-fonts';
import { AgentsPage } from '../pages/agents-page';
import { ApprovalsPage } from '../pages/approvals-page';
import { AuditPage } from '../pages/audit-page';
import { ConfigPage } from '../pages/config-page';
import { ContentPage } from '../pages/content-page';
import { DashboardPage } from '../pages/dashboard-page';
import { EnrolPage } from '../pages/enrol-page';
import { GamesPage } from '../pages/games-page';
import { LedgerPage } from '../pages/ledger-page';
import { LoginPage } from '../pages/login-page';
import { OperatorsPage } from '../pages/operators-page';
import { PlayerPage } from '../pages/player-page';
import { PlayersPage } from '../pages/players-page';
import { VerifyPage } from '../pages/verify-page';
import { ConsoleLayout } from './console-layout';
import { StageGate } from './stage-gate';
import '../console.css';

/** The tab names the console, so an operator with the player site open beside it tells them apart. */
function ConsoleTitle() {
  const { t } = useTranslation('console');
  const { data: whitelabel } = useWhitelabelQuery();
  const title = whitelabel ? t('titleOf', { merchant: whitelabel.name }) : t('title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * Everything under /console: the sign-in steps, then the signed-in layout with its sections. The
 * console's home is the dashboard.
 */
export function ConsoleRoutes() {
  // The player app's navigation effects hide the page's boot spinner; the console sits beside them.
  useEffect(() => hideBootLoader(), []);
  // Operators read and write every language's text side by side (banner titles, notices, messages):
  // all the shipped script faces are registered, each downloaded only when a glyph of its range shows.
  useEffect(() => registerAllScriptFonts(), []);
  return (
    <>
      <ConsoleTitle />
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="enrol" element={<EnrolPage />} />
        <Route path="verify" element={<VerifyPage />} />
        <Route element={<StageGate stage="full">{(me) => <ConsoleLayout me={me} />}</StageGate>}>
          <Route index element={<Navigate to="/console/dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="approvals" element={<ApprovalsPage />} />
          <Route path="players" element={<PlayersPage />} />
          <Route path="players/:account" element={<PlayerPage />} />
          <Route path="agents" element={<AgentsPage />} />
          <Route path="games" element={<GamesPage />} />
          <Route path="content" element={<ContentPage />} />
          <Route path="config" element={<ConfigPage />} />
          <Route path="ledger" element={<LedgerPage />} />
          <Route path="operators" element={<OperatorsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={<Navigate to="/console" replace />} />
        </Route>
      </Routes>
    </>
  );
}
