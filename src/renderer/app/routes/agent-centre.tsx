import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_PAGES } from '@shared/routes';
import { PageLoader } from '@/components/page-loader';
import { PreparingNotice } from '@/components/preparing-notice';
import { AgentNav } from '@/features/agent/components/agent-nav';
import { agentPageOn } from '@/features/agent/nav-entries';
import { useWhitelabelQuery } from '@/lib/config-api';
import { AGENT_PAGE_COMPONENTS, agentPageOf } from './agent-pages';

// The first screen fetches the page an address names before the app's first render (app/first-screen.ts).
export { preloadAgentPage as preloadPage } from './agent-pages';
import { addMessages } from '@/lib/i18n/i18n';
import { CENTRE_LOADERS } from '../i18n-bundle';

// The centres' own namespaces (agent, records) come with this chunk, not with home's.
await addMessages(CENTRE_LOADERS);

/** Agent centre shell: page navigation plus the chosen page (or its "being prepared" notice); pages the merchant's flags turn off redirect to the overview. */
export default function AgentCentreRoute() {
  const { t } = useTranslation('agent');
  const { page } = useParams();
  const current = agentPageOf(page);
  const { data: whitelabel } = useWhitelabelQuery();
  const Page = AGENT_PAGE_COMPONENTS[current];
  // A contract page whose kind the merchant has turned off is not in the nav; its address goes home.
  if (whitelabel && !agentPageOn(current, whitelabel.features)) return <Navigate to={`/agentHome/${AGENT_PAGES[0]}`} replace />;
  return (
    <div className="page centre">
      <AgentNav current={current} />
      <div className="centre__content">
        {Page ? (
          <Suspense fallback={<PageLoader />}>
            <Page />
          </Suspense>
        ) : (
          <PreparingNotice heading={t(`pages.${current}`)} />
        )}
      </div>
    </div>
  );
}
