import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseQrOptions, type QrOptionsInput } from './qr-options';
import './qr-code.css';

export interface QrCodeProps extends QrOptionsInput {
  /** What the code encodes (a link, an invitation URL). */
  text: string;
  /** The image's accessible name ("Scan to download the iOS app"). */
  alt: string;
  /** Shown width and height in CSS pixels; defaults to `size` (the drawn, downloaded resolution). */
  displaySize?: number;
  /** A centre logo; the code is then made with error correction H. */
  logoSrc?: string;
  /** Black-and-white pass after the logo (at `binarizeThreshold`). */
  binarize?: boolean;
  /** Shows a Download button under the image saving `downloadName`.png at `size`. */
  downloadName?: string;
  /** Receives the drawn PNG data URL, for callers with their own copy or download buttons. */
  onDrawn?: (dataUrl: string) => void;
  className?: string;
}

/** Saves a drawn QR (a PNG data URL) as a file, the way a download link does. */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName.endsWith('.png') ? fileName : `${fileName}.png`;
  link.click();
}

type Drawing = { key: string; src: string } | { key: string; failed: true };

/**
 * The shared QR code (spec section 9's generator): drawn on a canvas, shown as an <img>. A
 * placeholder holds its place while the drawer loads and paints; a failure shows 'Image load error'.
 */
export function QrCode({ text, alt, displaySize, logoSrc, binarize, downloadName, onDrawn, className, ...input }: QrCodeProps) {
  const { t } = useTranslation();
  const options = normaliseQrOptions(input);
  const key = JSON.stringify([text, logoSrc ?? '', binarize ?? false, options]);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const onDrawnRef = useRef(onDrawn);
  useEffect(() => {
    onDrawnRef.current = onDrawn;
  }, [onDrawn]);

  useEffect(() => {
    let live = true;
    const [drawText, drawLogo, drawBinarize, drawOptions] = JSON.parse(key) as [string, string, boolean, typeof options];
    // The drawer (and qrcode with it) loads on first use, never with the entry chunk.
    import('./qr-draw')
      .then(({ drawQr }) => drawQr({ text: drawText, options: drawOptions, logoSrc: drawLogo || undefined, binarize: drawBinarize }))
      .then((src) => {
        if (!live) return;
        setDrawing({ key, src });
        onDrawnRef.current?.(src);
      })
      .catch(() => live && setDrawing({ key, failed: true }));
    return () => {
      live = false;
    };
  }, [key]);

  const shown = displaySize ?? options.size;
  const box = { width: shown, height: shown };
  const classes = `qr-code${className ? ` ${className}` : ''}`;
  const current = drawing?.key === key ? drawing : null;
  if (current && 'failed' in current) {
    return (
      <span className={`${classes} qr-code__error`} style={box}>
        {t('imageLoadError')}
      </span>
    );
  }
  if (!current) return <span className={`${classes} qr-code__placeholder`} style={box} aria-hidden="true" />;
  return (
    <span className={classes}>
      <img src={current.src} alt={alt} width={shown} height={shown} onError={() => setDrawing({ key, failed: true })} />
      {downloadName ? (
        <button type="button" className="qr-code__download" onClick={() => downloadDataUrl(current.src, downloadName)}>
          {t('qrCode.download')}
        </button>
      ) : null}
    </span>
  );
}
