import { FONT, escapeXml, svgDocument } from './svg';

/**
 * The brand badge in a 64 x 64 box: a navy disc in a gold ring around a gold compass star, both
 * painted with one top-left to bottom-right gradient. The desktop app icons (scripts/make-icons.ts)
 * are drawn from these same numbers.
 */
export const BRAND_BADGE = {
  box: 64,
  centre: 32,
  radius: 28,
  ring: 4,
  disc: '#0b3d5c',
  gradient: ['#ffd76a', '#e08a00'],
  star: [[32, 10], [37, 27], [54, 32], [37, 37], [32, 54], [27, 37], [10, 32], [27, 27]],
} as const;

/** The brand wordmark: the badge and the brand name. */
export function brandLogoSvg(brand: string): string {
  const b = BRAND_BADGE;
  const body =
    `<defs><linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.gradient[0]}"/>` +
    `<stop offset="1" stop-color="${b.gradient[1]}"/></linearGradient></defs>` +
    `<circle cx="${b.centre}" cy="${b.centre}" r="${b.radius}" fill="${b.disc}" stroke="url(#logo-g)" stroke-width="${b.ring}"/>` +
    `<path d="M${b.star.map(([x, y]) => `${x} ${y}`).join(' L')} Z" fill="url(#logo-g)"/>` +
    `<text x="70" y="41" ${FONT} font-size="26" font-weight="800" fill="#e9a400">${escapeXml(brand)}</text>`;
  return svgDocument(240, 64, brand, body);
}

/** A licence seal: shield, tick and the licence name on two lines. */
export function licenceSvg(name: string, colour: string): string {
  const words = name.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = [words.slice(0, half).join(' '), words.slice(half).join(' ')].filter((line) => line !== '');
  const text = lines
    .map((line, i) => `<text x="100" y="${150 + i * 18}" text-anchor="middle" ${FONT} font-size="14" font-weight="700" fill="#333">${escapeXml(line)}</text>`)
    .join('');
  const body =
    `<rect width="200" height="200" rx="20" fill="#fff" stroke="${colour}" stroke-width="4"/>` +
    `<path d="M100 24 L146 40 V78 Q146 112 100 132 Q54 112 54 78 V40 Z" fill="${colour}"/>` +
    `<path d="M80 78 L95 94 L122 62" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    text;
  return svgDocument(200, 200, name, body);
}
