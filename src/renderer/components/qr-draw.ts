/**
 * The one QR drawer: modules from `QRCode.create`, painted on a canvas, returned as a PNG data URL.
 * Loaded only through a dynamic import (qr-code.tsx), so `qrcode` never joins the entry chunk.
 */
import QRCode from 'qrcode';
import { binarizePixels, logoBox, moduleRects } from './qr-geometry';
import type { QrOptions } from './qr-options';

export interface QrDrawRequest {
  text: string;
  options: QrOptions;
  /** Image drawn in the centre; the code then uses error correction H to survive the cover. */
  logoSrc?: string;
  /** Run the black-and-white pass at `options.binarizeThreshold` after the logo is drawn. */
  binarize?: boolean;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // A cross-origin logo must not taint the canvas, or toDataURL would throw.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`logo did not load: ${src}`));
    image.src = src;
  });
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, side: number, radius: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, side, side, Math.min(radius, side / 2));
}

function drawLogo(ctx: CanvasRenderingContext2D, image: HTMLImageElement, options: QrOptions): void {
  const { x, y, side, pad } = logoBox(options.size, options.logoScale);
  ctx.fillStyle = options.light;
  roundedRect(ctx, x - pad, y - pad, side + 2 * pad, options.cornerRadius + pad);
  ctx.fill();
  ctx.save();
  roundedRect(ctx, x, y, side, options.cornerRadius);
  ctx.clip();
  ctx.drawImage(image, x, y, side, side);
  ctx.restore();
}

/** Draws `text` as a QR code; rejects when the text cannot be encoded or the logo cannot load. */
export async function drawQr({ text, options, logoSrc, binarize = false }: QrDrawRequest): Promise<string> {
  const code = QRCode.create(text, { errorCorrectionLevel: logoSrc ? 'H' : 'M' });
  const logo = logoSrc ? await loadImage(logoSrc) : null;
  const canvas = document.createElement('canvas');
  canvas.width = options.size;
  canvas.height = options.size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = options.light;
  ctx.fillRect(0, 0, options.size, options.size);
  ctx.fillStyle = options.dark;
  for (const rect of moduleRects(code.modules, options)) ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  if (logo) {
    drawLogo(ctx, logo, options);
    if (binarize) {
      const pixels = ctx.getImageData(0, 0, options.size, options.size);
      binarizePixels(pixels.data, options.binarizeThreshold);
      ctx.putImageData(pixels, 0, 0);
    }
  }
  return canvas.toDataURL('image/png');
}
