import { useTranslation } from 'react-i18next';
import { AGENT_PAGES, type AgentPage } from '@shared/routes';
import { CentreNav } from '@/components/centre-nav';

/** The agent centre's page navigation (default agentTeamOverview). */
export function AgentNav({ current }: { current: AgentPage }) {
  const { t } = useTranslation('agent');
  const items = AGENT_PAGES.map((page) => ({ key: page, to: `/agentHome/${page}`, label: t(`pages.${page}`) }));
  return <CentreNav label={t('centre')} items={items} current={current} />;
}
