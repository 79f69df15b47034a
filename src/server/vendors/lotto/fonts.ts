import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The web fonts of the lottery's pages: Noto Sans Thai and Noto Sans SC (variable weight, the
 * packages the platform's own app ships), so TH and CN render on a kiosk without those system
 * fonts. Their @font-face rules are taken from the packages with the URLs pointed at
 * /lotto-vendor/assets/fonts/, and each face keeps its unicode-range: a page downloads only the
 * slices of the scripts it shows (an EN page none). The files are served from the packages.
 */

const require = createRequire(import.meta.url);
const PACKAGES = ['@fontsource-variable/noto-sans-thai', '@fontsource-variable/noto-sans-sc'] as const;
const FILE = /^noto-sans-(?:thai|sc)-[a-z0-9-]+-wght-normal\.woff2$/u;
export const FONT_PREFIX = '/lotto-vendor/assets/fonts';

const dirOf = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));

/** The @font-face rules: Thai's Thai slice (Latin stays with the system font), every SC slice. */
export function fontFaces(): string {
  return PACKAGES.map((pkg) => {
    const css = readFileSync(path.join(dirOf(pkg), 'wght.css'), 'utf8');
    const faces = css.split('@font-face').slice(1).map((rule) => `@font-face${rule.split('}')[0]}}`);
    const wanted = pkg.endsWith('thai') ? faces.filter((face) => face.includes('-thai-wght-normal')) : faces;
    return wanted.map((face) => face.replaceAll('url(./files/', `url(${FONT_PREFIX}/`)).join('\n');
  }).join('\n');
}

/** A font file of the packages by its name, or undefined for any other name. */
export function fontFile(name: string): Buffer | undefined {
  if (!FILE.test(name)) return undefined;
  const pkg = name.startsWith('noto-sans-thai-') ? PACKAGES[0] : PACKAGES[1];
  try {
    return readFileSync(path.join(dirOf(pkg), 'files', name));
  } catch {
    return undefined;
  }
}
