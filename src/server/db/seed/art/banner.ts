import { FONT, escapeXml, fitFontSize, linearGradient, paletteFor, pick, svgDocument, svgId } from './svg';

export interface BannerArt {
  key: string;
  width: number;
  height: number;
  headline: string;
  subline: string;
  /** Call-to-action pill text. */
  cta: string;
}

/** A wide promotional banner: gradient, soft circles, headline and a call-to-action pill. */
export function bannerSvg(art: BannerArt): string {
  const { width: w, height: h } = art;
  const palette = paletteFor(art.key);
  const gradient = svgId('b', art.key);
  const scale = h / 400;
  let circles = '';
  for (let i = 0; i < 5; i += 1) {
    const cx = Math.round(w * 0.55 + pick(art.key, `cx${i}`, Math.round(w * 0.45)));
    const cy = pick(art.key, `cy${i}`, h);
    const r = Math.round((40 + pick(art.key, `r${i}`, 120)) * scale);
    circles += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.accent}" fill-opacity=".18"/>`;
  }
  const left = Math.round(w * 0.06);
  const headSize = fitFontSize(art.headline, w * 0.6, Math.round(72 * scale), 14);
  const subSize = fitFontSize(art.subline, w * 0.6, Math.round(34 * scale), 10);
  const pillW = Math.round(200 * scale);
  const pillH = Math.round(56 * scale);
  const pillY = Math.round(h * 0.68);
  const body =
    `<defs>${linearGradient(gradient, palette)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${gradient})"/>${circles}` +
    `<text x="${left}" y="${Math.round(h * 0.4)}" ${FONT} font-size="${headSize}" font-weight="800" fill="#fff">${escapeXml(art.headline)}</text>` +
    `<text x="${left}" y="${Math.round(h * 0.56)}" ${FONT} font-size="${subSize}" fill="#fff" fill-opacity=".9">${escapeXml(art.subline)}</text>` +
    `<rect x="${left}" y="${pillY}" width="${pillW}" height="${pillH}" rx="${Math.round(pillH / 2)}" fill="${palette.accent}"/>` +
    `<text x="${left + pillW / 2}" y="${pillY + Math.round(pillH * 0.64)}" text-anchor="middle" ${FONT} font-size="${Math.round(22 * scale)}" font-weight="700" fill="#1a1a1a">${escapeXml(art.cta)}</text>`;
  return svgDocument(w, h, art.headline, body);
}
