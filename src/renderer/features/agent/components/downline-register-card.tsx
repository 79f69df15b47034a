import { useTranslation } from 'react-i18next';
import type { AgentPermissions } from '@shared/api/system';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { useRegisterSettingQuery, useWhitelabelQuery } from '@/lib/config-api';
import { useAppSelector } from '@/lib/hooks';
import { selectUser } from '@/lib/session';
import { DownlineRegisterForm } from './downline-register-form';
import { LoadFailed, RegisterCard } from './register-card';

/** What the signed-in agent's type may do, from the whitelabel bootstrap (the server checks it again). */
function usePermissions() {
  const type = useAppSelector(selectUser)?.type;
  const whitelabel = useWhitelabelQuery();
  const table = whitelabel.data?.agentPermissions as Record<string, AgentPermissions> | undefined;
  return { permissions: type === undefined ? undefined : table?.[String(type)], whitelabel };
}

/** The card that registers a downline member (or agent) directly: loads the rules, then the form. */
export function DownlineRegisterCard() {
  const { t } = useTranslation('agent');
  const { permissions, whitelabel } = usePermissions();
  const setting = useRegisterSettingQuery();
  const failed = whitelabel.isError || setting.isError;
  const retry = () => {
    if (whitelabel.isError) void whitelabel.refetch();
    if (setting.isError) void setting.refetch();
  };
  let body;
  if (failed) {
    body = <LoadFailed message={t('register.loadFailed')} retryLabel={t('register.retry')} onRetry={retry} />;
  } else if (!setting.data || !whitelabel.data) {
    body = <PageLoader />;
  } else if (!permissions?.registerMembers && !permissions?.registerAgents) {
    body = <EmptyState message={t('register.notAllowed')} />;
  } else {
    body = <DownlineRegisterForm setting={setting.data} mayMembers={permissions.registerMembers} mayAgents={permissions.registerAgents} />;
  }
  return (
    <RegisterCard id="downline-register-title" title={t('register.formTitle')} hint={t('register.formHint')}>
      {body}
    </RegisterCard>
  );
}
