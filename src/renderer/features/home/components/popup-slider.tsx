import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Popup } from '@shared/api/games';
import { Icon } from '@/components/icons';
import { POPUP_AUTOPLAY_MS, POPUP_SPEED_MS, stepSlide, wantsStillSlides } from '../popup-slides';

/**
 * A slide per popup, moved by state and a CSS transform (no carousel library: Swiper would double
 * this chunk). Turns every 5 s in a 1 s transition, wraps round, and stands still while the pointer
 * or the keyboard is on it, or when the system asks for less motion.
 */
export function PopupSlider({ popups }: { popups: readonly Popup[] }) {
  const { t } = useTranslation('popups');
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const count = popups.length;
  const still = wantsStillSlides();
  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (count < 2 || paused || still) return undefined;
    const id = setTimeout(() => setIndex((current) => stepSlide(current, 1, count)), POPUP_AUTOPLAY_MS);
    return () => clearTimeout(id);
  }, [index, count, paused, still]);
  return (
    <section
      className="popup-slider"
      aria-roledescription={t('roleDescription')}
      aria-label={t('label')}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld((h) => ({ ...h, focus: false }))}
    >
      <div className="popup-slider__viewport" aria-live={paused || still ? 'polite' : 'off'}>
        <div
          className="popup-slider__track"
          style={{ transform: `translateX(${-100 * index}%)`, transitionDuration: still ? '0ms' : `${POPUP_SPEED_MS}ms` }}
        >
          {popups.map((popup, i) => (
            <article
              key={popup.id}
              className="popup-slider__slide"
              aria-roledescription={t('slide')}
              aria-label={t('slideLabel', { index: i + 1, count })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <h3 className="popup-slider__title">{popup.title}</h3>
              {/* Plain text: line breaks kept by CSS, never parsed as HTML. */}
              <p className="popup-slider__content">{popup.content}</p>
            </article>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="popup-slider__controls">
          <button type="button" className="icon-button popup-slider__step popup-slider__step--prev" aria-label={t('previous')} onClick={() => setIndex(stepSlide(index, -1, count))}>
            <Icon name="chevron" size={18} />
          </button>
          <div className="popup-slider__bullets">
            {popups.map((popup, i) => (
              <button
                key={popup.id}
                type="button"
                className="popup-slider__bullet"
                aria-label={t('goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button type="button" className="icon-button popup-slider__step popup-slider__step--next" aria-label={t('next')} onClick={() => setIndex(stepSlide(index, 1, count))}>
            <Icon name="chevron" size={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
