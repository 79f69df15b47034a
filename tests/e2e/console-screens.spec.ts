import { expect, test } from './support/fixtures';
import { consoleSignIn } from './support/console-ui';
import { overflowX } from './support/layout';
import { keepShot } from './support/shots';

/**
 * Every console screen at desktop width in the light and the dark theme (issue 22): each loads its
 * real data (no failure shown, nothing still loading), keeps to the screen's width and follows the
 * theme. E2E_SHOTS_DIR keeps a screenshot of each for people to look at.
 */
const SCREENS = [
  ['dashboard', 'Dashboard'],
  ['approvals', 'Approvals'],
  ['players?q=demo', 'Players'],
  ['players/demoplayer', 'Player demoplayer'],
  ['agents?agent=demoagent', 'Agents'],
  ['games', 'Games and vendors'],
  ['content', 'Content'],
  ['config', 'Configuration'],
  ['ledger', 'Ledger'],
  ['operators', 'Operators'],
  ['audit', 'Audit log'],
] as const;

test.use({ viewport: { width: 1280, height: 900 } });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every console screen in the ${colorScheme} theme at 1280 px`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await consoleSignIn(page);
    for (const [path, heading] of SCREENS) {
      await page.goto(`/console/${path}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expect(page.locator('.empty-state--failed')).toHaveCount(0);
      expect(await overflowX(page), `${path} fits 1280 px`).toBeLessThanOrEqual(0);
      await keepShot(page, `console-${path.replace(/[?=/]/gu, '-')}-${colorScheme}`, { fullPage: true });
    }
  });
}
