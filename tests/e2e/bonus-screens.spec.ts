import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { keepShot } from './support/shots';
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
  await keepShot(page, `bonus-${name}`, { fullPage: true });
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
        await page.goto('/member/rewardCenter?tab=vip');
        await expect(main.getByRole('tab', { name: 'VIP', selected: true })).toBeVisible();
        await expect(main.getByRole('region', { name: 'VIP levels' })).toBeVisible();
        await shoot(page, `vip-${label}-${theme}`);
        await page.goto('/promotions');
        await expect(main.getByRole('article').first()).toBeVisible();
        await shoot(page, `promotions-bonus-${label}-${theme}`);
      });
    });
  }
}

/** Bonus promotions and an open bonus the demo data lacks, answered in the browser, to look at them. */
const DAY = '2026-01-01T00:00:00.000Z';
const base = { code: 'X', bannerUrl: '', startsAt: DAY, endsAt: null, claimable: null, nextAt: null, streak: null, terms: 'Terms.' };
const PROMOTIONS = [
  { ...base, id: 901, kind: 'depositBonus', title: 'Deposit bonus 50 %', status: 'join', settings: { kind: 'depositBonus', deposits: 'first', percentBp: 5000, cap: 50_000, minDeposit: 10_000, wagering: { multiple: 10, base: 'bonus', weights: {} }, expiryDays: 7 } },
  { ...base, id: 902, kind: 'depositBonus', title: 'Reload bonus', status: 'joined', settings: { kind: 'depositBonus', deposits: 'every', percentBp: 1000, cap: 20_000, minDeposit: 5_000, wagering: { multiple: 5, base: 'bonus', weights: {} }, expiryDays: 7 } },
  { ...base, id: 903, kind: 'applyBonus', title: 'Birthday bonus', status: 'applying', settings: { kind: 'applyBonus', amount: 8_800, wageringMultiple: 3, expiryDays: 7 } },
  { ...base, id: 904, kind: 'applyBonus', title: 'Loyalty bonus', status: 'pending', settings: { kind: 'applyBonus', amount: 5_000, wageringMultiple: 1, expiryDays: 7 } },
];
const BONUSES = {
  currency: 'THB',
  locked: 25_000,
  withdrawable: 36_748,
  list: [
    { id: 1, promotionId: 901, title: 'Deposit bonus 50 %', amount: 25_000, requirement: 250_000, progress: 90_000, issuedAt: DAY, expiresAt: '2026-12-31T00:00:00.000Z', status: 'active', takenBack: 0 },
    { id: 2, promotionId: 902, title: 'Reload bonus', amount: 2_000, requirement: 10_000, progress: 3_000, issuedAt: DAY, expiresAt: DAY, status: 'expired', takenBack: 1_500 },
  ],
};

for (const [label, viewport] of SCREENS) {
  test.describe(`the demo player on a ${label} with bonus promotions`, () => {
    test.use({ viewport, session: 'member' });

    test('sees deposit and apply-for bonus cards and an open bonus with its forfeit', async ({ page }) => {
      await page.route('**/wps/promotions?*', (route) => route.fulfill({ json: { success: true, value: { list: PROMOTIONS, currency: 'THB', availableCount: 2 } } }));
      await page.route('**/wps/promotions/bonuses', (route) => route.fulfill({ json: { success: true, value: BONUSES } }));
      const main = page.getByRole('main');
      await page.goto('/promotions');
      await expect(main.getByRole('button', { name: 'Join' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Deposit now' })).toBeVisible();
      await main.getByRole('textbox', { name: 'Remark' }).fill('Hello');
      await expect(main.getByText('5 / 140 characters')).toBeVisible();
      await expect(main.getByText('Your application is being reviewed.')).toBeVisible();
      await shoot(page, `promotions-bonus-cards-${label}`);
      await page.goto('/member/bonusDetails');
      await expect(main.getByRole('progressbar', { name: 'Wagering' }).first()).toHaveAttribute('aria-valuenow', '36');
      await expect(main.getByRole('button', { name: 'Forfeit' })).toHaveCount(1);
      await main.getByRole('button', { name: 'Forfeit' }).click();
      await expect(page.getByRole('dialog', { name: 'Forfeit this bonus?' })).toBeVisible();
      await shoot(page, `bonus-details-open-${label}`);
    });
  });
}

test.describe('the demo player with bonus wagering open', () => {
  test.use({ session: 'member' });

  test('reads on the withdraw page what the bonus holds back, with the way to its bonuses', async ({ page }) => {
    await page.route('**/wps/cashier/withdraw/info*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: { turnover: { bonusLocked: number } } };
      body.value.turnover.bonusLocked = 12_345;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/member/withdraw');
    const note = page.getByTestId('bonus-locked-note');
    await expect(note).toContainText('123.45 THB is held until your bonus wagering is met.');
    await note.getByRole('link', { name: 'Bonus details' }).click();
    await expect(page).toHaveURL(/\/member\/bonusDetails$/u);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Bonuses with wagering' })).toBeVisible();
  });
});
