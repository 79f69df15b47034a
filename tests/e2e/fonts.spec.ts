import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { keepShot } from './support/shots';
import { drawProbe, shownCharacters, tofuCells } from './support/glyphs';

/**
 * The app ships its Thai and Chinese fonts (src/renderer/lib/web-fonts), so a machine with no Thai
 * or Chinese font (this one, a bare kiosk) draws real glyphs, and English downloads no font at all.
 */

const SCRIPTS = {
  TH: { family: 'Noto Sans Thai Variable', file: /noto-sans-thai-thai-wght-normal-[\w-]+\.woff2$/u, chars: /[\u0E01-\u0E5B]/u, login: 'เข้าสู่ระบบ' },
  CN: { family: 'Noto Sans SC Variable', file: /noto-sans-sc-\d+-wght-normal-[\w-]+\.woff2$/u, chars: /[\u3000-\u303F\u4E00-\u9FFF\uFF00-\uFFEF]/u, login: '登录' },
} as const;

/** Records every font file the page downloads, with its size. */
function watchFontFiles(page: Page): { files: Map<string, number>; done: () => Promise<void> } {
  const files = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/\.(woff2?|ttf|otf)(\?|$)/u.test(response.url())) return;
    pending.push(response.body().then((body) => void files.set(new URL(response.url()).pathname, body.length)));
  });
  return { files, done: async () => void (await Promise.all(pending)) };
}

async function loadedFaces(page: Page, family: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((family) => [...document.fonts].filter((f) => f.family.replaceAll('"', '') === family).map((f) => f.status), family);
}

/** Every shown character of the script, regular and bold, differs from the tofu box. */
async function expectRealGlyphs(page: Page, script: RegExp, shot: string): Promise<void> {
  const characters = await shownCharacters(page, script);
  expect(characters.length).toBeGreaterThan(3);
  for (const weight of [400, 700]) {
    const probe = await drawProbe(page, characters, weight);
    const text = await probe.text.screenshot({ path: test.info().outputPath(`${shot}-probe-${weight}.png`) });
    const tofu = await probe.tofu.screenshot();
    expect(await tofuCells(page, characters, text, tofu), `boxes at weight ${weight}`).toEqual([]);
  }
  await page.evaluate(() => document.getElementById('glyph-probe')?.remove());
}

for (const lang of ['TH', 'CN'] as const) {
  const script = SCRIPTS[lang];

  test.describe(`${lang} at 390 px`, () => {
    test.use({ lang, viewport: { width: 390, height: 844 } });

    test(`home draws ${script.family} glyphs, downloading only its slices`, async ({ page }) => {
      const fonts = watchFontFiles(page);
      await page.goto('/');
      await expect(page.getByRole('button', { name: script.login })).toBeVisible();
      // The faces are registered from a chunk of their own as the app starts: wait for them to load.
      await expect.poll(() => loadedFaces(page, script.family)).toContain('loaded');
      await expectRealGlyphs(page, script.chars, `${lang}-390`);

      await fonts.done();
      const names = [...fonts.files.keys()];
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(script.file);
      const bytes = [...fonts.files.values()].reduce((a, b) => a + b, 0);
      test.info().annotations.push({ type: 'font bytes', description: `${lang}: ${names.length} file(s), ${bytes} bytes` });
      if (lang === 'TH') expect(bytes).toBeLessThan(40_000);
    });
  });

  for (const width of [390, 1280]) {
    test.describe(`${lang} at ${width} px, light and dark`, () => {
      test.use({ lang, viewport: { width, height: 900 } });

      test('the page shows real glyphs in both themes', async ({ page }) => {
        for (const theme of ['dark', 'light'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await page.goto('/');
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('button', { name: script.login })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          await keepShot(page, `fonts-${lang}-${width}-${theme}`);
          await expectRealGlyphs(page, script.chars, `${lang}-${width}-${theme}`);
        }
      });
    });
  }
}

test.describe('EN at 390 px', () => {
  test.use({ lang: 'EN', viewport: { width: 390, height: 844 } });

  test('home downloads no font file', async ({ page }) => {
    const fonts = watchFontFiles(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await fonts.done();
    expect([...fonts.files.keys()]).toEqual([]);
  });
});

test.describe('language switcher at 1280 px', () => {
  test.use({ lang: 'EN' });

  test('keeps its width when the fonts of its options arrive', async ({ page }) => {
    await page.goto('/');
    const select = page.getByRole('banner').getByRole('combobox', { name: /^(Language|语言|ภาษา)$/u });
    await expect(select).toBeVisible();
    const width = async () => (await select.boundingBox())?.width;
    const login = page.getByRole('button', { name: 'Login' });
    const [before, loginBefore] = [await width(), (await login.boundingBox())?.width];
    await select.focus();
    await expect.poll(() => page.evaluate(() => document.fonts.size)).toBeGreaterThan(1);
    await page.evaluate(() => document.fonts.ready);
    expect(await width()).toBe(before);
    // The shipped faces cover no Latin: English text keeps its font once they are registered.
    expect((await login.boundingBox())?.width).toBe(loginBefore);
    for (const [code, login] of [['TH', SCRIPTS.TH.login], ['CN', SCRIPTS.CN.login]] as const) {
      await select.selectOption(code);
      await expect(page.getByRole('button', { name: login })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await width(), code).toBe(before);
    }
  });
});
