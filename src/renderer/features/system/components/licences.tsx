import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Whitelabel } from '@shared/api/system';
import { useWhitelabelQuery } from '../api';

type Licence = Whitelabel['licences'][number];

const LicenceModal = lazy(() => import('./licence-modal'));

/** Licence badges; a click opens the legal licence image in a modal. */
export function Licences() {
  const { t } = useTranslation('system');
  const { data } = useWhitelabelQuery();
  const [shown, setShown] = useState<Licence | null>(null);
  const licences = data?.licences ?? [];
  if (licences.length === 0) return null;
  return (
    <section className="side-section" aria-label={t('licences.title')}>
      <h3 className="side-section__title">{t('licences.title')}</h3>
      <ul className="licence-list">
        {licences.map((licence) => (
          <li key={licence.name}>
            <button
              type="button"
              className="licence-list__item"
              aria-label={t('licences.view', { name: licence.name })}
              onClick={() => setShown(licence)}
            >
              <img src={licence.imageUrl} alt="" width={56} height={36} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {shown ? (
        <Suspense fallback={null}>
          <LicenceModal name={shown.name} imageUrl={shown.imageUrl} onClose={() => setShown(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
