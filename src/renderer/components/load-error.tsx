import { useTranslation } from 'react-i18next';

export function LoadError() {
  const { t } = useTranslation();
  return (
    <div className="page not-found" role="alert">
      <h1 className="not-found__title">{t('loadError.title')}</h1>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('loadError.retry')}
      </button>
    </div>
  );
}
