/**
 * A small well-formedness and safety check for the generated SVG (no XML parser ships with the
 * project). Returns the problems found; an empty list means the document is fine.
 */
const UNSAFE = [/<script/iu, /\son[a-z]+\s*=/iu, /javascript:/iu, /<foreignObject/iu, /\shref\s*=/iu, /<!ENTITY/iu];
const ENTITY = /&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/giu;
const TOKEN = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/uy;

export function svgProblems(svg: string): string[] {
  const problems = UNSAFE.filter((pattern) => pattern.test(svg)).map((pattern) => `unsafe content ${pattern.source}`);
  if (!svg.startsWith('<svg ') || !svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('not an SVG root');
  const stack: string[] = [];
  let roots = 0;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < svg.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(svg);
    if (!match) {
      problems.push(`malformed markup at ${at}: ${svg.slice(at, at + 30)}`);
      break;
    }
    const [, closing, name, attributes, selfClosing, text] = match;
    const loose = (text ?? attributes ?? '').replace(ENTITY, '');
    if (loose.includes('&')) problems.push(`bad entity near ${at}`);
    if (text !== undefined) {
      if (stack.length === 0) problems.push('text outside the root');
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) problems.push(`mismatched </${name}> at ${at}`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name ?? '');
    } else if (stack.length === 0) {
      roots += 1;
    }
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  return problems;
}
