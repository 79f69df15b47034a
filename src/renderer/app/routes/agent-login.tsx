import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SupportHours } from '@/features/agent/components/support-hours';
import { UsernameLoginForm } from '@/features/auth/components/username-login-form';
import { useAppSelector } from '@/lib/hooks';
import { selectIsAgent, selectToken } from '@/lib/session';
import '@/features/auth/auth.css';
import { addMessages } from '@/lib/i18n/i18n';
import { CENTRE_LOADERS } from '../i18n-bundle';

// The centres' own namespaces (agent, records) come with this chunk, not with home's.
await addMessages(CENTRE_LOADERS);

/** Agent login (agent layout): only agents may sign in here; success goes to /agentHome. */
export default function AgentLoginRoute() {
  const { t } = useTranslation('agent');
  const token = useAppSelector(selectToken);
  const isAgent = useAppSelector(selectIsAgent);
  if (token && isAgent) return <Navigate to="/agentHome" replace />;
  return (
    <div className="page">
      <section className="auth-agent" aria-labelledby="agent-login-title">
        <h1 id="agent-login-title">{t('login')}</h1>
        <SupportHours className="auth-agent__hours" />
        <UsernameLoginForm agent />
      </section>
    </div>
  );
}
