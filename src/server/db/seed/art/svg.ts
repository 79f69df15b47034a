import { createHash } from 'node:crypto';

/** Shared helpers for the generated artwork: deterministic colours and safe text. */

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => XML_ESCAPES[char] ?? char);
}

/** A stable 32-bit number for a key (the same art on every run and every machine). */
export function hashOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0);
}

/** A number in [0, modulo) derived from a key and a salt, for independent choices per key. */
export function pick(key: string, salt: string, modulo: number): number {
  return hashOf(`${salt}:${key}`) % modulo;
}

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

/** A two-stop gradient and an accent colour from the key's hue. */
export function paletteFor(key: string): Palette {
  const hue = pick(key, 'hue', 360);
  const shift = 25 + pick(key, 'shift', 50);
  return {
    from: `hsl(${hue} 72% 48%)`,
    to: `hsl(${(hue + shift) % 360} 78% 22%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 68%)`,
  };
}

/** An id safe to use inside one SVG document (several icons may share a page). */
export function svgId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^A-Za-z0-9_-]/gu, '_')}`;
}

export function linearGradient(id: string, palette: Palette): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`
  );
}

export const FONT = 'font-family="Arial,Helvetica,sans-serif"';

/** Font size that keeps `text` inside `width` (rough average glyph width of 0.6em). */
export function fitFontSize(text: string, width: number, max: number, min = 9): number {
  const size = Math.floor(width / (Math.max(text.length, 1) * 0.6));
  return Math.max(min, Math.min(max, size));
}

export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-label="${escapeXml(label)}">${body}</svg>`
  );
}
