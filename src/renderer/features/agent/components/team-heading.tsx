import { useTranslation } from 'react-i18next';
import type { AgentPage } from '@shared/routes';

export type TeamPage = 'agentTeamOverview' | 'downlineManagmentView' | 'palStatementsAgentCopy';

/** The page title (the section's accessible name) and its one-line intro (the team pages' own, unless given). */
export function TeamHeading({ page, intro }: { page: TeamPage; intro?: undefined } | { page: AgentPage; intro: string }) {
  const { t } = useTranslation('agent');
  return (
    <header className="team__head">
      <h1 id={`${page}-title`} className="team__title">
        {t(`pages.${page}`)}
      </h1>
      <p className="team__intro">{intro ?? t(`team.intros.${page as TeamPage}`)}</p>
    </header>
  );
}
