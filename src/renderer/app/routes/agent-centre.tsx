import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_PAGES, type AgentPage } from '@shared/routes';
import { PreparingNotice } from '@/components/preparing-notice';
import { AgentNav } from '@/features/agent/components/agent-nav';

function isAgentPage(value: string | undefined): value is AgentPage {
  return (AGENT_PAGES as readonly string[]).includes(value ?? '');
}

/** Agent centre shell: page navigation plus the (being prepared) page. */
export default function AgentCentreRoute() {
  const { t } = useTranslation('agent');
  const { page } = useParams();
  const current: AgentPage = isAgentPage(page) ? page : AGENT_PAGES[0];
  return (
    <div className="page centre">
      <AgentNav current={current} />
      <div className="centre__content">
        <PreparingNotice heading={t(`pages.${current}`)} />
      </div>
    </div>
  );
}
