import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_PAGES, type AgentPage } from '@shared/routes';

/** The agent centre's page navigation (default agentTeamOverview). */
export function AgentNav({ current }: { current: AgentPage }) {
  const { t } = useTranslation('agent');
  return (
    <nav className="centre-nav" aria-label={t('centre')}>
      <ul className="centre-nav__list">
        {AGENT_PAGES.map((page) => (
          <li key={page}>
            <Link
              to={`/agentHome/${page}`}
              className={page === current ? 'centre-nav__link is-current' : 'centre-nav__link'}
              aria-current={page === current ? 'page' : undefined}
            >
              {t(`pages.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
