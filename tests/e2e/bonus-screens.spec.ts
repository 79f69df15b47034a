import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { overflowX } from './support/layout';

/**
 * The bonus pages of the demo player (bonusDetails, the VIP page, the promotions cards) on a phone
 * and a laptop, light and dark: each fits its width, shows its parts and leaves a full-page
 * screenshot for a person to look at. Reads only.
 */

const SCREENS = [
  ['phone', { width: 360, height: 740 }],
  ['laptop', { width: 1366, height: 768 }],
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  expect(await overflowX(page), `${name} fits its width`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const [label, viewport] of SCREENS) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`the demo player on a ${label} in the ${theme} theme`, () => {
      test.use({ viewport, colorScheme: theme, session: 'member' });

      test('sees its bonuses, its VIP level and the bonus promotions', async ({ page }) => {
        const main = page.getByRole('main');
        await page.goto('/member/bonusDetails');
        await expect(main.getByRole('heading', { name: 'Bonuses with wagering' })).toBeVisible();
        await expect(page.getByTestId('bonuses-locked')).toBeVisible();
        await expect(page.getByTestId('bonuses-withdrawable')).toBeVisible();
        await shoot(page, `bonus-details-${label}-${theme}`);
        await page.goto('/member/rewardCenter');
        await expect(main.getByRole('heading', { name: 'VIP', level: 1 })).toBeVisible();
        await expect(main.getByRole('region', { name: 'VIP levels' })).toBeVisible();
        await shoot(page, `vip-${label}-${theme}`);
        await page.goto('/promotions');
        await expect(main.getByRole('article').first()).toBeVisible();
        await shoot(page, `promotions-bonus-${label}-${theme}`);
      });
    });
  }
}
