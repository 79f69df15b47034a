import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hideBootLoader } from '@/lib/boot-loader';
import { useWhitelabelQuery } from '@/lib/config-api';
import { ApprovalsPage } from '../pages/approvals-page';
import { AuditPage } from '../pages/audit-page';
import { DashboardPage } from '../pages/dashboard-page';
import { EnrolPage } from '../pages/enrol-page';
import { LoginPage } from '../pages/login-page';
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
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={<Navigate to="/console" replace />} />
        </Route>
      </Routes>
    </>
  );
}
