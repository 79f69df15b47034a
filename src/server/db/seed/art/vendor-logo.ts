import { FONT, escapeXml, fitFontSize, linearGradient, paletteFor, svgDocument, svgId } from './svg';

/**
 * A text wordmark in a rounded badge; the colour comes from the vendor code. It depends on the code
 * only, so a vendor serving several categories (JDB slots and fishing) has one logo.
 */
export function vendorLogoSvg(code: string): string {
  const palette = paletteFor(`vendor:${code}`);
  const gradient = svgId('v', code);
  const body =
    `<defs>${linearGradient(gradient, palette)}</defs>` +
    `<rect x="2" y="2" width="156" height="60" rx="16" fill="url(#${gradient})" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>` +
    `<circle cx="24" cy="32" r="9" fill="${palette.accent}"/>` +
    `<text x="88" y="41" text-anchor="middle" ${FONT} font-size="${fitFontSize(code, 112, 26, 12)}" font-weight="800" fill="#fff">${escapeXml(code)}</text>`;
  return svgDocument(160, 64, code, body);
}
