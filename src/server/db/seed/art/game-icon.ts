import { drawMotif, type Motif } from './motifs';
import { FONT, escapeXml, fitFontSize, linearGradient, paletteFor, svgDocument, svgId } from './svg';

export interface GameArt {
  nodeId: string;
  name: string;
  vendorCode: string;
  motif: Motif;
}

/** Square 200x200 game tile: gradient, motif, name band and vendor code. */
export function gameIconSvg(art: GameArt): string {
  const palette = paletteFor(art.nodeId);
  const gradient = svgId('g', art.nodeId);
  const name = escapeXml(art.name);
  const size = fitFontSize(art.name, 184, 18);
  const body =
    `<defs>${linearGradient(gradient, palette)}</defs>` +
    `<rect width="200" height="200" rx="24" fill="url(#${gradient})"/>` +
    drawMotif(art.motif, art.nodeId, palette.accent) +
    `<path d="M0 146H200V176A24 24 0 0 1 176 200H24A24 24 0 0 1 0 176Z" fill="#000" fill-opacity=".35"/>` +
    `<text x="100" y="172" text-anchor="middle" ${FONT} font-size="${size}" font-weight="700" fill="#fff">${name}</text>` +
    `<text x="100" y="191" text-anchor="middle" ${FONT} font-size="11" fill="#fff" fill-opacity=".75">${escapeXml(art.vendorCode)}</text>`;
  return svgDocument(200, 200, art.name, body);
}
