import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLanguage } from '@/lib/i18n/i18n';
import { useBannersQuery } from '@/lib/config-api';
import type { BannerAction } from './banner-carousel';
import './home-banner.css';

// Swiper is heavy: it loads with the carousel, after home's first paint.
const loadCarousel = () => import('./banner-carousel');
const BannerCarousel = lazy(loadCarousel);

/**
 * The w_home banner carousel in a frame of fixed proportions (no layout shift while it loads).
 * The first banner is the page's largest paint, so it is shown at once as a plain image where the
 * carousel's active slide will be, and the carousel replaces it only after that image has painted.
 */
/** Element Timing names the first banner for the bench (React does not know the attribute). */
const markTimed = (image: HTMLImageElement | null) => image?.setAttribute('elementtiming', 'home-banner');

export function HomeBanner({ fallback, onAction }: { fallback: ReactNode; onAction: BannerAction }) {
  const language = useLanguage();
  const { data, isError } = useBannersQuery({ groupName: 'w_home', language });
  const [painted, setPainted] = useState(false);
  const banners = data?.list ?? [];
  const first = banners[0];
  useEffect(() => {
    if (first) void loadCarousel();
  }, [first]);
  if (isError || (data && banners.length === 0)) return fallback;
  // Two frames after the image loads it has been painted; then the carousel may take its place.
  const onFirstLoaded = () => requestAnimationFrame(() => requestAnimationFrame(() => setPainted(true)));
  const frame = (
    <div className="home-banner__frame" aria-hidden="true">
      {first ? <img className="home-banner__first" src={first.url} alt="" width={1200} height={400} fetchPriority="high" ref={markTimed} onLoad={onFirstLoaded} onError={onFirstLoaded} /> : null}
    </div>
  );
  return (
    <div className="home-banner">
      {data && painted ? (
        <Suspense fallback={frame}>
          <BannerCarousel banners={banners} onAction={onAction} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}
