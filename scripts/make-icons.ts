/**
 * Draws the desktop installers' icons from the brand badge (src/server/db/seed/art/brand.ts, the same
 * numbers as the logo the site shows): resources/icon.png (1024 px) and resources/icon.ico (16 to
 * 256 px). electron-builder.yml points at both. Run `npm run icons` after changing the badge.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { BRAND_BADGE } from '../src/server/db/seed/art/brand';
import { encodeIco, encodePng, type Rgba } from './lib/image-files';

type Point = readonly [number, number];
type Colour = readonly [number, number, number];

const hex = (value: string): Colour => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as unknown as Colour;
const mix = (a: Colour, b: Colour, t: number): Colour => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as unknown as Colour;

/** SVG's objectBoundingBox gradient from (0,0) to (1,1) of the box [min, max]². */
function gradientAt([x, y]: Point, min: number, max: number): Colour {
  const t = Math.min(1, Math.max(0, ((x - min) + (y - min)) / (2 * (max - min))));
  return mix(hex(BRAND_BADGE.gradient[0]), hex(BRAND_BADGE.gradient[1]), t);
}

function insidePolygon([x, y]: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The badge's colour at a point of its 64-unit box, or null outside it. */
function badgeAt(p: Point): Colour | null {
  const { centre, radius, ring, star, disc } = BRAND_BADGE;
  const d = Math.hypot(p[0] - centre, p[1] - centre);
  if (d > radius + ring / 2) return null;
  if (d >= radius - ring / 2) return gradientAt(p, centre - radius, centre + radius);
  const [xs, ys] = [star.map(([x]) => x), star.map(([, y]) => y)];
  if (insidePolygon(p, star)) return gradientAt(p, Math.min(...xs, ...ys), Math.max(...xs, ...ys));
  return hex(disc);
}

/** Renders the badge at `size` px with 4 x 4 samples per pixel (smooth edges). */
function drawBadge(size: number): Rgba {
  const data = new Uint8Array(size * size * 4);
  const scale = BRAND_BADGE.box / size;
  const n = 4;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy += 1) {
        for (let sx = 0; sx < n; sx += 1) {
          const colour = badgeAt([(x + (sx + 0.5) / n) * scale, (y + (sy + 0.5) / n) * scale]);
          if (!colour) continue;
          colour.forEach((c, i) => (sum[i]! += c));
          sum[3]! += 255;
        }
      }
      const covered = sum[3]! / 255;
      const at = (y * size + x) * 4;
      if (covered > 0) data.set([sum[0]! / covered, sum[1]! / covered, sum[2]! / covered, sum[3]! / (n * n)].map(Math.round), at);
    }
  }
  return { width: size, height: size, data };
}

mkdirSync('resources', { recursive: true });
writeFileSync('resources/icon.png', encodePng(drawBadge(1024)));
writeFileSync('resources/icon.ico', encodeIco([16, 24, 32, 48, 64, 128, 256].map(drawBadge)));
console.log('wrote resources/icon.png (1024 px) and resources/icon.ico (16-256 px)');
