import { lazy, Suspense, type ReactNode } from 'react';
import { useLanguage } from '@/lib/i18n/i18n';
import { useBannersQuery } from '@/lib/config-api';
import type { BannerAction } from './banner-carousel';
import './home-banner.css';

// Swiper is heavy: it loads with the carousel, after home's first paint.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/** The w_home banner carousel in a frame of fixed proportions (no layout shift while it loads). */
export function HomeBanner({ fallback, onAction }: { fallback: ReactNode; onAction: BannerAction }) {
  const language = useLanguage();
  const { data, isError } = useBannersQuery({ groupName: 'w_home', language });
  const banners = data?.list ?? [];
  if (isError || (data && banners.length === 0)) return fallback;
  const frame = <div className="home-banner__frame" aria-hidden="true" />;
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
