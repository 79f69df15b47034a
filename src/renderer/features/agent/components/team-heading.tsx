import { useTranslation } from 'react-i18next';

export type TeamPage = 'agentTeamOverview' | 'downlineManagmentView' | 'palStatementsAgentCopy';

/** The page title (the section's accessible name) and its one-line intro. */
export function TeamHeading({ page }: { page: TeamPage }) {
  const { t } = useTranslation('agent');
  return (
    <header className="team__head">
      <h1 id={`${page}-title`} className="team__title">
        {t(`pages.${page}`)}
      </h1>
      <p className="team__intro">{t(`team.intros.${page}`)}</p>
    </header>
  );
}
