import { expect, test } from './support/fixtures';

test('mirror list page: title, advice, mirrors, bookmark hint and Verify Representative', async ({ page, request }) => {
  const route = (await (await request.get('/wps/system/domainRoute')).json()) as {
    value: { mainDomain: string; mirrors: { domain: string }[] };
  };
  const mirrors = route.value.mirrors;
  expect(mirrors.length).toBeGreaterThan(0);

  await page.goto('/mirrors');
  await expect(page.getByRole('heading', { level: 1, name: 'Official Mirror List' })).toBeVisible();
  await expect(page.getByText('If you cannot reach our site, please try one of the official mirror sites below.')).toBeVisible();
  for (const mirror of mirrors) {
    await expect(page.getByRole('link', { name: mirror.domain, exact: true })).toHaveAttribute('href', new RegExp(mirror.domain.replace(/\./g, '\\.')));
  }
  await expect(page.getByRole('heading', { name: 'Bookmark this secure domain' })).toBeVisible();
  await expect(page.getByText(/Ctrl \+ D|Cmd \+ D/)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Verify Representative' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Domain to verify' });
  const verify = page.getByRole('button', { name: 'Verify' });

  await verify.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a domain.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('not a domain');
  await verify.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid domain, e.g. www.example.com.');

  const official = mirrors[0]?.domain ?? '';
  await field.fill(`https://${official}/some/path`);
  await verify.click();
  await expect(page.getByRole('status').filter({ hasText: 'official' })).toHaveText(`✓ ${official} is an official domain.`);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await field.fill('lucky-harbour-bonus.example');
  await verify.click();
  await expect(page.getByRole('status').filter({ hasText: 'official' })).toContainText(
    'lucky-harbour-bonus.example is NOT an official domain.',
  );
});
