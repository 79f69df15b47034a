import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { keepShot } from './support/shots';
import { overflowX } from './support/layout';

/**
 * The promotions, rebate, missions and reward centre pages on a phone (360 px) and a laptop (1366 px), light and
 * dark, in EN, CN and TH: each fits its width, shows its parts, and leaves a full-page screenshot
 * in the test's output folder for a person to look at. Reads only (the demo player claims nothing).
 */

const SCREENS = [
  ['phone', { width: 360, height: 740 }],
  ['laptop', { width: 1366, height: 768 }],
] as const;

const LANGS = { 'phone-light': ['EN'], 'phone-dark': ['TH'], 'laptop-light': ['CN'], 'laptop-dark': ['TH', 'EN'] } as const;

async function shoot(page: Page, name: string): Promise<void> {
  expect(await overflowX(page), `${name} fits its width`).toBeLessThanOrEqual(0);
  await keepShot(page, `promotions-${name}`, { fullPage: true });
}

/** The eight demo promotions (specs run before this one on the same server may have added their own). */
async function expectDemoCards(page: Page): Promise<void> {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
}

for (const [label, viewport] of SCREENS) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`a visitor on a ${label} in the ${theme} theme`, () => {
      test.use({ viewport, colorScheme: theme });

      test('sees every promotion card', async ({ page }) => {
        await page.goto('/promotions');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectDemoCards(page);
        await expect(page.getByRole('main').getByRole('img', { name: 'Red envelope' })).toBeVisible();
        await shoot(page, `promotions-visitor-${label}-${theme}`);
      });
    });

    // One language per width and theme, every language at least once (each full run of the matrix costs a minute of CI).
    for (const lang of LANGS[`${label}-${theme}`]) {
      test.describe(`the demo player on a ${label} in the ${theme} theme in ${lang}`, () => {
        test.use({ viewport, colorScheme: theme, lang, session: 'member' });

        test('sees the promotions with its statuses, the rebate, missions and reward centre pages', async ({ page }) => {
          await page.goto('/promotions');
          const main = page.getByRole('main');
          await expectDemoCards(page);
          await expect(main.locator('.sign-in-calendar__day.is-today')).toHaveCount(1);
          await shoot(page, `promotions-member-${label}-${theme}-${lang}`);
          await page.goto('/member/manualRebate');
          await expect(page.getByTestId('rebate-total')).toBeVisible();
          await expect(main.getByRole('table').first()).toBeVisible();
          await shoot(page, `rebate-${label}-${theme}-${lang}`);
          await page.goto('/member/missionLeaderboard');
          await expect(main.getByRole('progressbar').first()).toBeVisible();
          await expect(main.getByRole('table')).toBeVisible();
          await shoot(page, `missions-${label}-${theme}-${lang}`);
          await page.goto('/member/rewardCenter');
          await expect(main.locator('[data-testid^="reward-"]').first()).toBeVisible();
          await shoot(page, `rewards-${label}-${theme}-${lang}`);
        });
      });
    }
  }
}
