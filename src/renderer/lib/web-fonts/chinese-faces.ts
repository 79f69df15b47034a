import ranges from '@fontsource-variable/noto-sans-sc/unicode.json';
import type { FaceSlice } from './types';

const DIR = '/node_modules/@fontsource-variable/noto-sans-sc/files';

// The numbered slices hold the Han characters and CJK punctuation, split by how often they are used;
// the latin / latin-ext / cyrillic / vietnamese slices are left out.
const FILES = import.meta.glob<string>('/node_modules/@fontsource-variable/noto-sans-sc/files/noto-sans-sc-[0-9]*-wght-normal.woff2', {
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * The CJK blocks (radicals, CJK punctuation, Han, full-width forms) start at U+2E80. The slices also
 * carry Latin letters, digits and symbols; those are cut from their ranges so Latin text keeps the
 * system font in every language, and stays as it was when these faces are registered on an English page.
 */
const CJK_START = 0x2e80;

function cjkPart(range: string): string {
  return range
    .split(',')
    .flatMap((part) => {
      const [from = 0, to = from] = part.replace(/^U\+/iu, '').split('-').map((hex) => Number.parseInt(hex, 16));
      return to < CJK_START ? [] : [`U+${Math.max(from, CJK_START).toString(16)}-${to.toString(16)}`];
    })
    .join(',');
}

/** Noto Sans SC (variable weight): about a hundred slices; a page downloads those of the characters it shows. */
export const CHINESE_FACES: FaceSlice[] = Object.entries(ranges).flatMap(([name, range]) => {
  const slice = /^\[(\d+)\]$/u.exec(name)?.[1];
  const url = slice === undefined ? undefined : FILES[`${DIR}/noto-sans-sc-${slice}-wght-normal.woff2`];
  const unicodeRange = cjkPart(range);
  return url && unicodeRange ? [{ family: 'Noto Sans SC Variable', url, unicodeRange }] : [];
});
