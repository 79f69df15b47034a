import { randomInt } from 'node:crypto';

/**
 * Draws a captcha as an SVG of dots. Digits are drawn from a 5x7 dot font with per-glyph jitter,
 * rotation and decoy dots, so the answer appears nowhere in the markup as text.
 */
const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const WIDTH = 150;
const HEIGHT = 50;
const COLOURS = ['#1f4e79', '#7a1f5c', '#2e6b30', '#8a4b08', '#3b3b98'];

function jitter(spread: number): number {
  return (randomInt(2 * spread * 10 + 1) - spread * 10) / 10;
}

function glyph(char: string, index: number): string {
  const rows = FONT[char] ?? [];
  const x0 = 12 + index * 27 + jitter(3);
  const y0 = 9 + jitter(4);
  const angle = jitter(14);
  const colour = COLOURS[randomInt(COLOURS.length)];
  const dots: string[] = [];
  rows.forEach((row, y) => {
    [...row].forEach((bit, x) => {
      if (bit === '1') dots.push(`<circle cx="${(x * 4.4 + jitter(0.6)).toFixed(1)}" cy="${(y * 4.6 + jitter(0.6)).toFixed(1)}" r="1.9"/>`);
    });
  });
  return `<g fill="${colour}" transform="translate(${x0.toFixed(1)} ${y0.toFixed(1)}) rotate(${angle.toFixed(1)} 9 15)">${dots.join('')}</g>`;
}

function noise(): string {
  const parts: string[] = [];
  for (let i = 0; i < 45; i += 1) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${(randomInt(8, 16) / 10).toFixed(1)}"/>`);
  }
  const lines: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    lines.push(`<path d="M0 ${randomInt(HEIGHT)} Q${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${WIDTH} ${randomInt(HEIGHT)}"/>`);
  }
  return `<g fill="#9aa3ad">${parts.join('')}</g><g fill="none" stroke="#9aa3ad" stroke-width="1.2">${lines.join('')}</g>`;
}

export function randomAnswer(length = 5): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

export function renderCaptcha(answer: string): string {
  const glyphs = [...answer].map(glyph).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>${noise()}${glyphs}</svg>`
  );
}

/** The form the spec asks for: the image as a base64 data URL. */
export function captchaDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
