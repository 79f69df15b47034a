import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { stepAt, TOTP_STEP_SECONDS } from '../../src/server/lib/totp';
import { expect, test } from './support/fixtures';
import { totpCode } from './support/operator';

/**
 * The operator console (issue 22) as an operator meets it: password, TOTP enrolment with its
 * recovery codes, the audit log with its own sign-in in it, the CSV export, sign-out, and a second
 * sign-in with a code of the app. Each run takes a seeded operator that has not enrolled yet.
 */

/**
 * A code passes once: the next one comes from a step not used yet, the current one or the next
 * (the server allows one step of drift), waiting for a new step only when both are used.
 */
async function freshCode(page: Page, secret: string, used: Set<number>): Promise<string> {
  let step = stepAt(Date.now());
  if (used.has(step)) step += 1;
  if (used.has(step)) {
    await page.waitForTimeout(step * TOTP_STEP_SECONDS * 1000 - Date.now() + 300);
    step = stepAt(Date.now()) + 1;
  }
  used.add(step);
  return totpCode(secret, step);
}

async function signIn(page: Page, username: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill('Ops12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Password, enrolment and recovery codes; answers the secret the phone would keep and the codes. */
async function enrol(page: Page, username: string, used: Set<number>): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/login$/u);
  await signIn(page, username);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code that adds this console to an authenticator app' })).toBeVisible();
  const secret = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/u).innerText()).replace(/\s/gu, '');
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await freshCode(page, secret, used));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'Copy codes' }).click();
  await expect(page.getByText('Recovery codes copied.')).toBeVisible();
  const saved = await codes.allInnerTexts();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return { secret, codes: saved };
}

/** The console's home is the dashboard; its sections are in the nav (a drawer behind the menu on phones). */
async function openAuditLog(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/console\/dashboard$/u);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/console\/audit$/u);
}

async function ownLoginEntry(page: Page, username: string): Promise<void> {
  await openAuditLog(page);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(username);
  const me = (await page.evaluate(async () => {
    const response = await fetch('/ops-api/session/me', { headers: { Authorization: `Bearer ${sessionStorage.getItem('consoleToken') ?? ''}` } });
    return response.json();
  })) as { value: { operator: { id: number } } };
  const id = String(me.value.operator.id);
  const filters = page.getByRole('group', { name: 'Audit log filters' });
  await filters.getByRole('textbox', { name: 'Action' }).fill('operator.login');
  await filters.getByRole('textbox', { name: 'Target ID' }).fill(id);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: 'operator.login' }).filter({ hasText: `operator ${id}` });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText('"stage":"enrol"');
}

async function exportCsv(page: Page): Promise<void> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/u);
  expect(readFileSync(await file.path(), 'utf8')).toContain('operator.login');
}

async function signOutAndBackIn(page: Page, username: string, secret: string, used: Set<number>): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out of the console.' })).toBeVisible();
  await signIn(page, username);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await freshCode(page, secret, used));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test.describe('operator console on a desktop, beside a signed-in player', () => {
  test.use({ session: 'member' });

  test('enrols, finds its sign-in in the audit log, exports it, signs out and in again', async ({ page }) => {
    test.setTimeout(120_000);
    const authorizations: { url: string; value: string | null }[] = [];
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/ops-api/') || pathname.startsWith('/wps/')) authorizations.push({ url: pathname, value: request.headers().authorization ?? null });
    });
    const used = new Set<number>();
    const { secret } = await enrol(page, 'support', used);
    await ownLoginEntry(page, 'support');
    await exportCsv(page);
    await signOutAndBackIn(page, 'support', secret, used);

    // The two sessions never cross: the player's token stays off /ops-api, the operator's off /wps.
    const playerToken = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(playerToken).toBeTruthy();
    const consoleToken = await page.evaluate(() => sessionStorage.getItem('consoleToken'));
    expect(authorizations.filter((a) => a.url.startsWith('/ops-api/')).length).toBeGreaterThan(3);
    for (const { url, value } of authorizations) {
      if (url.startsWith('/ops-api/')) expect(value, url).not.toBe(`Bearer ${playerToken}`);
      else expect(value, url).not.toBe(`Bearer ${consoleToken}`);
    }
  });
});

test.describe('operator console on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same journey at 390 px, with the section drawer and a recovery code', async ({ page }) => {
    test.setTimeout(120_000);
    const used = new Set<number>();
    const { secret, codes } = await enrol(page, 'content', used);
    await ownLoginEntry(page, 'content');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const nav = page.getByRole('navigation', { name: 'Console sections' });
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeHidden();

    await signOutAndBackIn(page, 'content', secret, used);

    // Without the phone: a recovery code, typed in capitals and without its dash, works once.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, 'content');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill((codes[0] ?? '').replace('-', '').toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
