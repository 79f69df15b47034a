import { lazy, Suspense, type ReactNode } from 'react';
import { useLanguage } from '@/lib/i18n/i18n';
import { useBannersQuery } from '@/lib/config-api';
import { markFirstBanner } from '../element-timing';
import type { BannerAction } from './banner-carousel';
import './home-banner.css';

// Swiper is heavy: its chunk stays out of the first JavaScript but starts loading as soon as
// home's own chunk runs, alongside the banners call, so the carousel is not last in line.
const carousel = import('./banner-carousel');
const BannerCarousel = lazy(() => carousel);

/**
 * The w_home banner carousel in a frame of fixed proportions (no layout shift while it loads).
 * Should Swiper arrive after the banners, the first banner already shows as a plain image where the
 * carousel's active slide will be.
 */
export function HomeBanner({ fallback, onAction }: { fallback: ReactNode; onAction: BannerAction }) {
  const language = useLanguage();
  const { data, isError } = useBannersQuery({ groupName: 'w_home', language });
  const banners = data?.list ?? [];
  const first = banners[0];
  if (isError || (data && banners.length === 0)) return fallback;
  const frame = (
    <div className="home-banner__frame" aria-hidden="true">
      {first ? <img className="home-banner__first" src={first.url} alt="" width={1200} height={400} fetchPriority="high" ref={markFirstBanner} /> : null}
    </div>
  );
  return (
    <div className="home-banner">
      {data ? (
        <Suspense fallback={frame}>
          <BannerCarousel banners={banners} onAction={onAction} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}
