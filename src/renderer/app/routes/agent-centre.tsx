import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_PAGES, type AgentPage } from '@shared/routes';
import { PageLoader } from '@/components/page-loader';
import { PreparingNotice } from '@/components/preparing-notice';
import { AgentNav } from '@/features/agent/components/agent-nav';
import { AGENT_PAGE_COMPONENTS } from './agent-pages';

function isAgentPage(value: string | undefined): value is AgentPage {
  return (AGENT_PAGES as readonly string[]).includes(value ?? '');
}

/** Agent centre shell: page navigation plus the chosen page (or its "being prepared" notice). */
export default function AgentCentreRoute() {
  const { t } = useTranslation('agent');
  const { page } = useParams();
  const current: AgentPage = isAgentPage(page) ? page : AGENT_PAGES[0];
  const Page = AGENT_PAGE_COMPONENTS[current];
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
