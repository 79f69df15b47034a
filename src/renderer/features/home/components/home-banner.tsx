import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLanguage } from '@/lib/i18n/i18n';
import { useBannersQuery } from '@/lib/config-api';
import { whenIdle } from '../when-idle';
import { BannerSlide, type BannerAction } from './banner-slide';
import './home-banner.css';

// Swiper is heavy (its script and its first layout of every slide are the longest task of home's
// load): the first screen shows the first banner as a real slide, and the carousel takes over once
// that banner has painted and the page is idle, or at once when the visitor reaches for it.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/** How long the carousel may wait for an idle moment after the first banner painted. */
const CAROUSEL_IDLE_TIMEOUT_MS = 3_000;

/**
 * The w_home banner carousel in a frame of fixed proportions (no layout shift while it loads).
 * Until Swiper has loaded, the first banner stands where the carousel's active slide will be, and
 * already opens what it links to.
 */
export function HomeBanner({ fallback, onAction, onPainted }: { fallback: ReactNode; onAction: BannerAction; onPainted?: () => void }) {
  const language = useLanguage();
  const { data, isError } = useBannersQuery({ groupName: 'w_home', language });
  const [painted, setPainted] = useState(false);
  const [wanted, setWanted] = useState(false);
  const banners = data?.list ?? [];
  const first = banners[0];
  const none = isError || (data !== undefined && banners.length === 0);
  useEffect(() => (painted && !wanted ? whenIdle(() => setWanted(true), CAROUSEL_IDLE_TIMEOUT_MS) : undefined), [painted, wanted]);
  // The top of home is on screen once the first banner has painted, or at once when there is none.
  useEffect(() => {
    if (painted || none) onPainted?.();
  }, [painted, none, onPainted]);
  if (none) return fallback;
  const frame = (
    <div className="home-banner__frame" onPointerEnter={() => setWanted(true)} onFocus={() => setWanted(true)} onTouchStart={() => setWanted(true)}>
      {first ? (
        <div className="home-banner__first">
          <BannerSlide banner={first} first onAction={onAction} onImageLoad={() => setPainted(true)} />
        </div>
      ) : null}
    </div>
  );
  return (
    <div className="home-banner">
      {data && wanted ? (
        <Suspense fallback={frame}>
          <BannerCarousel banners={banners} onAction={onAction} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}
