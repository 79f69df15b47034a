import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Raffles over the seeded demo raffles (src/server/db/seed/data/raffles.ts): `demoplayer` holds
 * tickets in the running one and won a prize in the one drawn a few days ago, which it checks with
 * Verify (the draw run again in the browser) and claims.
 */

const RUNNING = 'Fortnight lucky draw';
const DRAWN = 'Last lucky draw';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const headerBalance = (page: Page) => page.getByRole('banner', { name: 'Site header' }).getByLabel('Balance', { exact: true });
const minor = (text: string) => Math.round(Number(/([\d,]+\.\d{2})/u.exec(text)?.[1]?.replaceAll(',', '')) * 100);

test.use({ session: 'member' });

test('the demo winner verifies the drawn raffle and claims its prize once', async ({ page }) => {
  await page.goto('/promotions');
  const running = card(page, RUNNING);
  await expect(running).toContainText('Status: In process');
  await expect(running).toContainText(/Your tickets: \d+/u);
  await expect(running).toContainText(/Seed hash \(SHA-256\), published before the draw[0-9a-f]{64}/u);
  await expect(running.getByRole('button', { name: 'Verify the draw' })).toHaveCount(0);

  const drawn = card(page, DRAWN);
  await expect(drawn).toContainText('Status: Claim');
  await drawn.getByRole('button', { name: 'Verify the draw' }).click();
  await expect(drawn.getByRole('status').filter({ hasText: 'Verified' })).toContainText('the seed matches the published hash and draws exactly these winners');

  const claim = drawn.getByRole('button', { name: /^Claim / });
  const prize = minor(await claim.innerText());
  expect(prize).toBeGreaterThan(0);
  await expect(headerBalance(page)).toHaveText(/\d/u);
  const before = minor(await headerBalance(page).innerText());
  await claim.click();
  await expect(drawn.getByRole('status').filter({ hasText: 'added to your main wallet' })).toBeVisible();
  await expect(drawn).toContainText('Status: Claimed');
  await expect(drawn.getByRole('button', { name: /^Claim / })).toHaveCount(0);
  await expect.poll(async () => minor(await headerBalance(page).innerText())).toBe(before + prize);
});
