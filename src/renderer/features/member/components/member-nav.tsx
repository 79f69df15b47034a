import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEMBER_PAGES, type MemberPage } from '@shared/routes';

/** The personal centre's page navigation (spec section 2; default securityCenter). */
export function MemberNav({ current }: { current: MemberPage }) {
  const { t } = useTranslation('member');
  return (
    <nav className="centre-nav" aria-label={t('centre')}>
      <ul className="centre-nav__list">
        {MEMBER_PAGES.map((page) => (
          <li key={page}>
            <Link
              to={`/member/${page}`}
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
