import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import './preparing-notice.css';

/** Stands in for a section a later issue fills, so no route is ever blank. */
export function PreparingNotice({ heading }: { heading?: string }) {
  const { t } = useTranslation();
  return (
    <section className="preparing" aria-label={heading ?? t('preparing.title')}>
      {heading ? <h1 className="preparing__heading">{heading}</h1> : null}
      <div className="preparing__card" role="status">
        <span className="preparing__icon">
          <Icon name="clock" size={28} />
        </span>
        <p className="preparing__title">{t('preparing.title')}</p>
        <p className="preparing__hint">{t('preparing.hint')}</p>
      </div>
    </section>
  );
}
