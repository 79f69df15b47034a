/**
 * Where the QR drawer puts its paint, as pure functions of the module matrix and the options, so
 * tests can hold the drawing to `QRCode.create`'s modules without a canvas.
 */

/** The part of qrcode's BitMatrix the drawer reads. */
export interface QrModules {
  size: number;
  get(row: number, col: number): number;
  /** Finder, timing, alignment, format and version modules: drawn whole so scanners find them. */
  isReserved(row: number, col: number): number;
}

export interface QrRect {
  row: number;
  col: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Pixel edge of module line `i`: whole pixels, so neighbouring squares meet without seams. */
const edge = (margin: number, cell: number, i: number) => margin + Math.round(i * cell);

/**
 * One rect per dark module. Data modules shrink to `dotScale` of their cell, centred; function
 * patterns (finders, timing, alignment, format) stay whole, as they must for a reader to lock on.
 */
export function moduleRects(modules: QrModules, { size, margin, dotScale }: { size: number; margin: number; dotScale: number }): QrRect[] {
  const count = modules.size;
  const cell = (size - 2 * margin) / count;
  const rects: QrRect[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (!modules.get(row, col)) continue;
      const x0 = edge(margin, cell, col);
      const y0 = edge(margin, cell, row);
      const w = edge(margin, cell, col + 1) - x0;
      const h = edge(margin, cell, row + 1) - y0;
      if (dotScale >= 1 || modules.isReserved(row, col)) {
        rects.push({ row, col, x: x0, y: y0, w, h });
      } else {
        const dw = w * dotScale;
        const dh = h * dotScale;
        rects.push({ row, col, x: x0 + (w - dw) / 2, y: y0 + (h - dh) / 2, w: dw, h: dh });
      }
    }
  }
  return rects;
}

export interface LogoBox {
  /** Top-left of the logo and its side, in pixels. */
  x: number;
  y: number;
  side: number;
  /** The light backdrop around it: `pad` pixels wider on each side. */
  pad: number;
}

/** The centred logo square: `logoScale` of the image side, on a backdrop a tenth of it wider. */
export function logoBox(size: number, logoScale: number): LogoBox {
  const side = Math.round(size * logoScale);
  const pad = Math.max(2, Math.round(side * 0.1));
  const x = Math.round((size - side) / 2);
  return { x, y: x, side, pad };
}

/**
 * Turns RGBA pixels (in place) to black or white by luminance against `threshold`, so a
 * coloured logo cannot leave grey a reader takes for either colour. Alpha becomes opaque.
 */
export function binarizePixels(data: Uint8ClampedArray, threshold: number): void {
  for (let i = 0; i < data.length; i += 4) {
    const luminance = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
    const value = luminance > threshold ? 255 : 0;
    data[i] = value;
    data[i + 1] = value;
    data[i + 2] = value;
    data[i + 3] = 255;
  }
}
