import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, EffectCoverflow, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Banner } from '@shared/api/system';
import { CAROUSEL } from '@shared/constants';
import { bannerTarget } from '../banner-target';
import { markFirstBanner } from '../element-timing';
import { prefersReducedMotion } from '../reduced-motion';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import './banner-carousel.css';

/** What home does with a GAME banner (launching belongs to the games feature). */
export type BannerAction = (banner: Banner) => void;

function Slide({ banner, index, onAction }: { banner: Banner; index: number; onAction: BannerAction }) {
  // The first banner is the page's largest paint (and already fetched by the frame): never lazy.
  const first = index === 0;
  const image = (
    <img src={banner.url} alt={banner.title} width={1200} height={400} loading={first ? 'eager' : 'lazy'} decoding={first ? 'sync' : 'async'} ref={first ? markFirstBanner : undefined} />
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

/** Home's banner carousel (spec section 9): loops with more than one banner, 5 s autoplay, 1 s speed, coverflow. */
export default function BannerCarousel({ banners, onAction }: { banners: readonly Banner[]; onAction: BannerAction }) {
  const { t } = useTranslation('home');
  const many = banners.length > 1;
  return (
    <Swiper
      className="banner-carousel"
      modules={[A11y, Autoplay, EffectCoverflow, Keyboard, Pagination]}
      effect="coverflow"
      coverflowEffect={{ depth: CAROUSEL.depth, rotate: 0, stretch: 0, modifier: 1, slideShadows: false }}
      slidesPerView={CAROUSEL.slidesPerView}
      centeredSlides
      loop={many}
      speed={CAROUSEL.speedMs}
      autoplay={many && !prefersReducedMotion() ? { delay: CAROUSEL.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
      keyboard={{ enabled: true, onlyInViewport: true }}
      pagination={{ clickable: true }}
      a11y={{
        containerMessage: t('banner.label'),
        containerRoleDescriptionMessage: t('banner.roleDescription'),
        itemRoleDescriptionMessage: t('banner.slide'),
        slideLabelMessage: t('banner.slideLabel', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
        paginationBulletMessage: t('banner.goTo', { index: '{{index}}' }),
        prevSlideMessage: t('banner.previous'),
        nextSlideMessage: t('banner.next'),
      }}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <Slide banner={banner} index={index} onAction={onAction} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
