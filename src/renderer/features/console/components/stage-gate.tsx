import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import type { MeAnswer, SessionStage } from '@shared/api/console';
import { PageLoader } from '@/components/page-loader';
import { useConsoleMeQuery } from '../api';
import { useConsoleSession } from '../console-session';
import { ErrorAlert } from '@/components/error-alert';

/** Where each stage of a sign-in continues. */
export const STAGE_PATHS: Record<SessionStage, string> = { enrol: '/console/enrol', verify: '/console/verify', full: '/console' };

/**
 * Lets a route render only at its stage of the operator's sign-in: no token goes to sign-in, another
 * stage to that stage's page. A session the server has ended clears the token (api.ts), so this
 * sends the operator back to sign-in by itself.
 */
export function StageGate({ stage, children }: { stage: SessionStage; children: (me: MeAnswer, token: string) => ReactNode }) {
  const { t } = useTranslation('console');
  const { token } = useConsoleSession();
  const { data, error, refetch } = useConsoleMeQuery(token ? { token } : skipToken);
  if (!token) return <Navigate to="/console/login" replace />;
  if (!data) {
    if (!error) return <PageLoader />;
    return (
      <div className="console-card console-card--alone">
        <ErrorAlert error={error} />
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {t('enrol.retry')}
        </button>
      </div>
    );
  }
  if (data.stage !== stage) return <Navigate to={STAGE_PATHS[data.stage]} replace />;
  return <>{children(data, token)}</>;
}
