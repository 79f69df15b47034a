import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
