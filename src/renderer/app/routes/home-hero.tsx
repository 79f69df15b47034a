import { useTranslation } from 'react-i18next';
import { useWhitelabelQuery } from '@/features/system/api';
import './home-hero.css';

/** Welcome panel in the banner carousel's place when the merchant has no home banners. */
export function HomeHero() {
  const { t } = useTranslation('frame');
  const { data } = useWhitelabelQuery();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__text">
        <p id="home-hero-title" className="home-hero__title">
          {t('hero.title', { brand: data?.name ?? '' })}
        </p>
        <p className="home-hero__lead">{t('hero.text')}</p>
      </div>
      <div className="home-hero__art" aria-hidden="true">
        <span>♠</span>
        <span>♦</span>
        <span>♣</span>
        <span>♥</span>
      </div>
    </section>
  );
}
