import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import QRCode from 'qrcode';
import { binarizePixels, logoBox, moduleRects } from './qr-geometry';

/**
 * Reads the drawing back: which module cells have paint over their centre. Cells are on whole
 * pixels (the drawer rounds each module line), so the centre is that of the rounded cell.
 */
function paintedCells(count: number, size: number, margin: number, rects: ReturnType<typeof moduleRects>): boolean[][] {
  const cell = (size - 2 * margin) / count;
  const centre = (i: number) => margin + (Math.round(i * cell) + Math.round((i + 1) * cell)) / 2;
  const grid = Array.from({ length: count }, () => Array.from({ length: count }, () => false));
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      const cx = centre(col);
      const cy = centre(row);
      grid[row]![col] = rects.some((r) => cx >= r.x && cx < r.x + r.w && cy >= r.y && cy < r.y + r.h);
    }
  }
  return grid;
}

const matrixOf = (code: QRCode.QRCode) =>
  Array.from({ length: code.modules.size }, (_, row) => Array.from({ length: code.modules.size }, (_, col) => code.modules.get(row, col) === 1));

describe('moduleRects', () => {
  it('paints exactly the dark modules of QRCode.create, at any size, margin and dot scale', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 120 }),
        fc.constantFrom<'L' | 'M' | 'Q' | 'H'>('L', 'M', 'Q', 'H'),
        // At least a pixel per module: the largest code here (120 bytes, H) has 69 modules.
        fc.integer({ min: 120, max: 900 }),
        fc.integer({ min: 0, max: 25 }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (text, level, size, margin, dotScale) => {
          const code = QRCode.create(text, { errorCorrectionLevel: level });
          const rects = moduleRects(code.modules, { size, margin, dotScale });
          expect(paintedCells(code.modules.size, size, margin, rects)).toEqual(matrixOf(code));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('full squares tile without gaps or overlaps and stay inside the margin', () => {
    const code = QRCode.create('https://example.com/register?code=ABC123', { errorCorrectionLevel: 'M' });
    const size = 203;
    const margin = 20;
    const rects = moduleRects(code.modules, { size, margin, dotScale: 1 });
    const right = new Map(rects.map((r) => [`${r.row},${r.col}`, r]));
    for (const r of rects) {
      expect(r.x).toBeGreaterThanOrEqual(margin);
      expect(r.x + r.w).toBeLessThanOrEqual(size - margin);
      expect(Number.isInteger(r.x) && Number.isInteger(r.w)).toBe(true);
      const next = right.get(`${r.row},${r.col + 1}`);
      if (next) expect(next.x).toBe(r.x + r.w);
    }
    const last = rects.reduce((a, b) => (b.x + b.w > a.x + a.w ? b : a));
    expect(last.x + last.w).toBe(size - margin);
  });

  it('shrinks data modules to centred dots and keeps function patterns whole', () => {
    const code = QRCode.create('dots', { errorCorrectionLevel: 'H' });
    const full = moduleRects(code.modules, { size: 800, margin: 20, dotScale: 1 });
    const dots = moduleRects(code.modules, { size: 800, margin: 20, dotScale: 0.35 });
    expect(dots).toHaveLength(full.length);
    let shrunk = 0;
    dots.forEach((dot, i) => {
      const whole = full[i]!;
      if (code.modules.isReserved(dot.row, dot.col)) {
        expect(dot).toEqual(whole);
      } else {
        shrunk += 1;
        expect(dot.w).toBeCloseTo(whole.w * 0.35);
        expect(dot.x + dot.w / 2).toBeCloseTo(whole.x + whole.w / 2);
        expect(dot.y + dot.h / 2).toBeCloseTo(whole.y + whole.h / 2);
      }
    });
    expect(shrunk).toBeGreaterThan(0);
    // The top-left finder's corner module is a function pattern: whole.
    expect(dots[0]).toMatchObject({ row: 0, col: 0, x: 20, y: 20 });
  });
});

describe('logoBox', () => {
  it('centres a square of logoScale times the size, with a backdrop a tenth wider', () => {
    expect(logoBox(800, 0.2)).toEqual({ x: 320, y: 320, side: 160, pad: 16 });
    expect(logoBox(200, 0.2)).toEqual({ x: 80, y: 80, side: 40, pad: 4 });
    expect(logoBox(100, 0.1).pad).toBe(2);
  });
});

describe('binarizePixels', () => {
  it('turns pixels black at or below the threshold and white above it, opaque', () => {
    const data = new Uint8ClampedArray([128, 128, 128, 255, 129, 129, 129, 10, 255, 0, 0, 255, 0, 255, 0, 255]);
    binarizePixels(data, 128);
    expect([...data]).toEqual([0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
  });
});
