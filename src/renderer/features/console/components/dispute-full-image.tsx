import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProofImage } from '../disputes-blobs';

/** One proof image full size, with previous/next buttons (and the arrow keys) when there are several. */
export function DisputeFullImage({ index, total, image, alt, onStep, onBack }: { index: number; total: number; image: ProofImage | undefined; alt: string; onStep: (key: 'ArrowLeft' | 'ArrowRight') => void; onBack: () => void }) {
  const { t } = useTranslation('console');
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => backRef.current?.focus(), []);
  return (
    <figure className="dispute-full" aria-roledescription="carousel">
      <div className="dispute-full__bar">
        <button ref={backRef} type="button" className="button button--ghost" onClick={onBack}>
          {t('approvals.disputes.back')}
        </button>
        <span aria-live="polite">{t('approvals.disputes.fullTitle', { n: index + 1, total })}</span>
        {total > 1 ? (
          <span className="dispute-full__steps">
            <button type="button" className="button button--ghost" onClick={() => onStep('ArrowLeft')} aria-label={t('approvals.disputes.previous')}>
              ‹
            </button>
            <button type="button" className="button button--ghost" onClick={() => onStep('ArrowRight')} aria-label={t('approvals.disputes.next')}>
              ›
            </button>
          </span>
        ) : null}
      </div>
      {image?.state === 'ready' ? (
        <img src={image.url} alt={alt} className="dispute-full__img" />
      ) : (
        <p className="console-muted" role="status">
          {image?.state === 'failed' ? t('approvals.disputes.imageFailed') : t('approvals.disputes.loadingImage')}
        </p>
      )}
      {total > 1 ? <figcaption className="console-muted">{t('approvals.disputes.keys')}</figcaption> : null}
    </figure>
  );
}
