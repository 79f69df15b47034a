import type { Locator, Page } from '@playwright/test';

/** A code point no font has: every browser draws it as the missing-glyph box (.notdef, "tofu"). */
const TOFU = '\u{10FFFD}';
const CELL = 32;

/** The distinct characters of a script in the page's visible text (at most `limit`). */
export async function shownCharacters(page: Page, script: RegExp, limit = 40): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set([...text].filter((c) => script.test(c)))].slice(0, limit);
}

/**
 * Draws each character in a cell of its own, in the page's own font stack and the given weight, above
 * a row of as many tofu boxes, and returns both rows (for screenshots).
 */
export async function drawProbe(page: Page, characters: string[], weight: number): Promise<{ text: Locator; tofu: Locator }> {
  await page.evaluate(
    ({ characters, weight, tofu, cell }) => {
      document.getElementById('glyph-probe')?.remove();
      const probe = document.createElement('div');
      probe.id = 'glyph-probe';
      probe.style.cssText = 'position:fixed;top:0;left:0;z-index:2147483647;background:var(--bg);color:var(--text);';
      for (const [id, cells] of [['glyph-probe-text', characters], ['glyph-probe-tofu', characters.map(() => tofu)]] as const) {
        const row = document.createElement('div');
        row.id = id;
        row.style.cssText = `display:flex;width:max-content;font-size:20px;line-height:${cell}px;font-weight:${weight};`;
        for (const c of cells) {
          const span = document.createElement('span');
          span.style.cssText = `display:block;width:${cell}px;height:${cell}px;text-align:center;overflow:hidden;`;
          span.textContent = c;
          row.append(span);
        }
        probe.append(row);
      }
      document.body.append(probe);
    },
    { characters, weight, tofu: TOFU, cell: CELL },
  );
  await page.evaluate(() => document.fonts.ready);
  return { text: page.locator('#glyph-probe-text'), tofu: page.locator('#glyph-probe-tofu') };
}

/**
 * Compares two probe screenshots cell by cell (decoded by the page's canvas) and returns the characters
 * whose cell looks like the tofu box: fewer than `minDiff` pixels differ from it.
 */
export async function tofuCells(page: Page, characters: string[], text: Buffer, tofu: Buffer, minDiff = 12): Promise<string[]> {
  const boxed = await page.evaluate(
    async ({ text, tofu, cell }) => {
      const pixels = async (b64: string) => {
        // Decoded here rather than fetched as a data: URL, which the app's connect-src refuses.
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [a, b] = [await pixels(text), await pixels(tofu)];
      const result: number[] = [];
      for (let i = 0; i * cell < a.width; i += 1) {
        let diff = 0;
        for (let y = 0; y < Math.min(a.height, b.height); y += 1) {
          for (let x = i * cell; x < (i + 1) * cell; x += 1) {
            const p = (y * a.width + x) * 4;
            const q = (y * b.width + x) * 4;
            if (Math.abs(a.data[p]! - b.data[q]!) + Math.abs(a.data[p + 1]! - b.data[q + 1]!) + Math.abs(a.data[p + 2]! - b.data[q + 2]!) > 90) diff += 1;
          }
        }
        result.push(diff);
      }
      return result;
    },
    { text: text.toString('base64'), tofu: tofu.toString('base64'), cell: CELL },
  );
  return characters.filter((_, i) => (boxed[i] ?? 0) < minDiff);
}
