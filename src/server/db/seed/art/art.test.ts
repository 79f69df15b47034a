import { describe, expect, it } from 'vitest';
import { svgProblems } from '../svg-check';
import { bannerSvg } from './banner';
import { gameIconSvg } from './game-icon';
import { paletteFor } from './svg';
import { vendorLogoSvg } from './vendor-logo';

describe('generated artwork', () => {
  it('escapes hostile text instead of emitting markup', () => {
    const svg = gameIconSvg({ nodeId: 'X-1', name: '<script>alert("x")</script> & Co', vendorCode: 'A"B', motif: 'reels' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svgProblems(svg)).toEqual([]);
    expect(svgProblems(vendorLogoSvg("<b>O'Neil & Sons"))).toEqual([]);
    const banner = bannerSvg({ key: 'k', width: 1200, height: 400, headline: 'A < B', subline: '"quoted"', cta: 'GO & WIN' });
    expect(svgProblems(banner)).toEqual([]);
  });

  it('is deterministic per key and varies between keys', () => {
    expect(gameIconSvg({ nodeId: 'PG-RNG-1', name: 'N', vendorCode: 'PG', motif: 'lottery' })).toBe(
      gameIconSvg({ nodeId: 'PG-RNG-1', name: 'N', vendorCode: 'PG', motif: 'lottery' }),
    );
    const hues = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((key) => paletteFor(key).from));
    expect(hues.size).toBeGreaterThan(3);
  });

  it('the SVG check catches malformed and unsafe documents', () => {
    const ok = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
    expect(svgProblems(ok)).toEqual([]);
    expect(svgProblems(ok.replace('</svg>', ''))).not.toEqual([]);
    expect(svgProblems(ok.replace('<rect', '<script>x</script><rect'))).not.toEqual([]);
    expect(svgProblems(ok.replace('<rect', '<rect onload="x()"'))).not.toEqual([]);
    expect(svgProblems(ok.replace('/>', '>'))).not.toEqual([]);
    expect(svgProblems(ok.replace('<rect', '<text>R&D</text><rect'))).not.toEqual([]);
    expect(svgProblems(`${ok}${ok}`)).not.toEqual([]);
  });
});
