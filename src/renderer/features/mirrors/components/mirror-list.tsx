import { useTranslation } from 'react-i18next';
import { useDomainRouteQuery } from '../api';

function href(domain: string): string {
  return /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
}

export function MirrorList() {
  const { t } = useTranslation('mirrors');
  const { data } = useDomainRouteQuery();
  const mirrors = [...(data?.mirrors ?? [])].sort((a, b) => a.priority - b.priority);
  return (
    <section className="mirrors__card" aria-labelledby="mirrors-list-title">
      <h2 id="mirrors-list-title" className="mirrors__card-title">
        {t('mirrorsHeading')}
      </h2>
      {data ? (
        <p className="mirrors__main">
          {t('main')}:{' '}
          <a href={href(data.mainDomain)} rel="noopener noreferrer">
            {data.mainDomain}
          </a>
        </p>
      ) : null}
      {data && mirrors.length === 0 ? <p>{t('empty')}</p> : null}
      <ol className="mirrors__list">
        {mirrors.map((mirror) => (
          <li key={mirror.domain}>
            <a className="mirrors__link" href={href(mirror.domain)} rel="noopener noreferrer">
              {mirror.domain}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
