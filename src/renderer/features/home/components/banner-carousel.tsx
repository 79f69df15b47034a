import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, EffectCoverflow, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Banner } from '@shared/api/system';
import { CAROUSEL } from '@shared/constants';
import { prefersReducedMotion } from '../reduced-motion';
import { BannerSlide, type BannerAction } from './banner-slide';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import './banner-carousel.css';

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
          <BannerSlide banner={banner} first={index === 0} onAction={onAction} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
