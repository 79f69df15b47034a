import { encodePng } from '../../../lib/png';

/**
 * The demo's proof image of a disputed withdrawal: what a player's banking app shows of its recent
 * transfers (a header, rows of entries, none of them the withdrawal), drawn as plain shapes, 360 ×
 * 640 px, so the operator console's proofs viewer has a real picture to show on a fresh start.
 */
export function proofScreenshot(): Buffer {
  const width = 360;
  const height = 640;
  const data = new Uint8Array(width * height * 4);
  const fill = (x0: number, y0: number, w: number, h: number, [r, g, b]: readonly [number, number, number]) => {
    for (let y = y0; y < Math.min(height, y0 + h); y += 1) {
      for (let x = x0; x < Math.min(width, x0 + w); x += 1) data.set([r, g, b, 255], (y * width + x) * 4);
    }
  };
  fill(0, 0, width, height, [244, 246, 250]);
  fill(0, 0, width, 96, [18, 84, 160]);
  fill(24, 36, 180, 14, [255, 255, 255]);
  fill(24, 60, 110, 10, [168, 198, 236]);
  for (let row = 0; row < 7; row += 1) {
    const top = 124 + row * 70;
    fill(16, top, width - 32, 58, [255, 255, 255]);
    fill(32, top + 14, 150 - (row % 3) * 24, 10, [60, 66, 80]);
    fill(32, top + 34, 90, 8, [150, 156, 170]);
    fill(width - 112, top + 18, 80, 12, row % 2 === 0 ? [200, 56, 56] : [34, 140, 80]);
  }
  return encodePng({ width, height, data });
}
