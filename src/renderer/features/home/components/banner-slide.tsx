import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@shared/api/system';
import { bannerTarget } from '../banner-target';
import { markFirstBanner } from '../element-timing';

/** What home does with a GAME banner (launching belongs to the games feature). */
export type BannerAction = (banner: Banner) => void;

/**
 * One banner as a slide: its image inside the link, external link or game button its target asks
 * for. The first one is the page's largest paint: fetched early, never lazy, named for the bench.
 */
export function BannerSlide({ banner, first, onAction, onImageLoad }: { banner: Banner; first: boolean; onAction: BannerAction; onImageLoad?: () => void }) {
  const image = (
    <img
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={400}
      loading={first ? 'eager' : 'lazy'}
      decoding={first ? 'sync' : 'async'}
      fetchPriority={first ? 'high' : undefined}
      ref={first ? markFirstBanner : undefined}
      onLoad={onImageLoad}
    />
  );
  const target = bannerTarget(banner);
  let content: ReactNode = image;
  if (target.kind === 'route') content = <Link to={target.to}>{image}</Link>;
  if (target.kind === 'external') content = <a href={target.href} target="_blank" rel="noopener noreferrer">{image}</a>;
  if (target.kind === 'game') {
    content = (
      <button type="button" className="banner-carousel__button" onClick={() => onAction(banner)}>
        {image}
      </button>
    );
  }
  return content;
}
