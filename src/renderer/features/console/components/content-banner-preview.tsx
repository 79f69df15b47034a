import { useTranslation } from 'react-i18next';
import type { BannerGroup } from '@shared/constants';

interface PreviewBanner {
  url: string;
  title: string;
}

/**
 * How the site shows a group's banners. Home's carousel: a 3.816:1 frame in which the active 3:1
 * slide takes 1/1.272 of the width, centred, its neighbours dimmed at the sides, the bullets under
 * it (the proportions of features/home's banner-carousel.css). Other groups show one 3:1 picture.
 */
export function ContentBannerPreview({ group, banners, active }: { group: BannerGroup; banners: readonly PreviewBanner[]; active: number }) {
  const { t } = useTranslation('consoleContent');
  const current = banners[active];
  if (!current) return <p className="console-muted">{t('preview.none')}</p>;
  if (group !== 'w_home') {
    return (
      <div className="content-preview content-preview--single">
        <img className="content-preview__image" src={current.url} alt={current.title} />
      </div>
    );
  }
  const many = banners.length > 1;
  const before = many ? banners[(active - 1 + banners.length) % banners.length] : undefined;
  const after = many ? banners[(active + 1) % banners.length] : undefined;
  return (
    <div className="content-preview content-preview--carousel">
      {before ? <img className="content-preview__side content-preview__side--before" src={before.url} alt="" /> : null}
      <img className="content-preview__image content-preview__active" src={current.url} alt={current.title} />
      {after ? <img className="content-preview__side content-preview__side--after" src={after.url} alt="" /> : null}
      {many ? (
        <span className="content-preview__bullets" aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={`${banner.url}-${String(index)}`} className={`content-preview__bullet${index === active ? ' content-preview__bullet--active' : ''}`} />
          ))}
        </span>
      ) : null}
    </div>
  );
}
