import { expect, test } from './support/fixtures';
import { apiRegister, uniqueName } from './support/accounts';
import { operatorToken, startDemoGatewayPayment } from './support/wallet-accounts';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Personal centre `depositv2` and `withdraw` against the real API: the DEMO gateway's page and
 * webhook, an operator's decisions through the ops API, and the player's answer to a payout.
 * Every journey that moves money uses a freshly registered player, so balances are known.
 */

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PAYMENT_PASSWORD = 'pay12345';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${response.url()}: ${JSON.stringify(body)}`).toBe(true);
  return body.value;
}

/** A new real player, signed in before the app starts; answers the player's bearer header. */
async function freshPlayer(page: Page): Promise<Record<string, string>> {
  const { token } = await apiRegister(page.request, { username: uniqueName('cash'), password: 'Cash1234' });
  await page.addInitScript({ content: `if (!sessionStorage.getItem('e2e-cash')) { sessionStorage.setItem('token', ${JSON.stringify(token)}); sessionStorage.setItem('e2e-cash', '1'); }` });
  return { Authorization: `Bearer ${token}` };
}

/** The seeded operator decides orders, as the back office would. */
async function operator(request: APIRequestContext) {
  const token = await operatorToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  return {
    approveDeposit: async (id: number) => ok(await request.post(`/ops-api/deposits/${id}/approve`, { headers })),
    payWithdrawal: async (id: number) => ok(await request.post(`/ops-api/withdrawals/${id}/pay`, { headers })),
  };
}

/** Funds a player through an approved bank deposit (the UI journey for that is tested below). */
async function fund(request: APIRequestContext, player: Record<string, string>, amount: string) {
  const order = await ok<{ id: number }>(await request.post('/wps/cashier/deposit', { headers: player, data: { methodCode: 'bank', amount } }));
  await (await operator(request)).approveDeposit(order.id);
}

const headerBalance = (page: Page) => page.getByRole('banner', { name: 'Site header' }).getByLabel('Balance', { exact: true });
const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount (THB)' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a DEMO gateway deposit stays pending until paid on the gateway page, then credits the balance', async ({ page }) => {
  await freshPlayer(page);
  await page.goto('/member/depositv2');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('฿0.00');
  const demo = page.getByRole('radio', { name: /Online payment/u });
  await expect(demo).toHaveAccessibleName(/DEMO.*Demo gateway: for testing only/u);
  await demo.check();
  await expect(page.getByRole('heading', { name: 'How online payment works' })).toBeVisible();

  const { id, gateway } = await startDemoGatewayPayment(page, '123.45');
  await expect(gateway.getByRole('note')).toContainText('DEMO payment gateway');
  await expect(gateway.getByRole('heading', { name: 'Pay 123.45 THB' })).toBeVisible();

  const order = page.getByRole('region', { name: `Your order #${id}` });
  await expect(order).toContainText('Pending');
  await expect(order).toContainText('Waiting for the payment gateway to confirm your payment.');
  await expect(order.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('target', '_blank');
  const row = page.getByRole('table', { name: 'Deposit records' }).getByRole('row').filter({ hasText: '123.45 THB' });
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('link', { name: `Pay order ${id}` })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('฿0.00');

  await gateway.getByRole('button', { name: 'Pay (DEMO)' }).click();
  await expect(gateway.getByRole('status')).toHaveText('Paid (DEMO).');
  await gateway.close();

  // Only the webhook credited the wallet; the page notices by itself and reloads the balance.
  await expect(order).toContainText('Approved: 123.45 THB was credited to your balance.', { timeout: 15_000 });
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText('฿123.45');
  await expect(page.getByTestId('cashier-balance')).toHaveText('123.45 THB');
});

test('a bank deposit: bad amounts are explained under the field; the operator approves; balance and status update', async ({ page }) => {
  await freshPlayer(page);
  await page.goto('/member/depositv2');
  await page.getByRole('radio', { name: /Bank transfer/u }).check();
  await expect(page.getByRole('heading', { name: 'How a bank transfer deposit works' })).toBeVisible();
  const amount = amountField(page);
  const submit = page.getByRole('button', { name: 'Create deposit order' });
  const cases: [string, string][] = [
    ['', 'This field is required.'],
    ['abc', 'Enter a number such as 100 or 100.50.'],
    ['100.555', 'Use at most 2 decimal places.'],
    ['99.99', 'The minimum is 100.00 THB.'],
    ['50000.01', 'The maximum is 50,000.00 THB.'],
  ];
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/cashier/deposit') && r.method() === 'POST') sent += 1;
  });
  for (const [typed, message] of cases) {
    await amount.fill(typed);
    await submit.click();
    await expect(amount).toHaveAccessibleDescription(message);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  }
  expect(sent).toBe(0);

  await amount.fill('500');
  const created = page.waitForResponse((r) => r.url().endsWith('/wps/cashier/deposit') && r.request().method() === 'POST');
  await submit.click();
  const { value: deposit } = (await (await created).json()) as Envelope<{ id: number }>;
  const order = page.getByRole('region', { name: `Your order #${deposit.id}` });
  await expect(order).toContainText(`Waiting for an operator to approve this order. Use order number ${deposit.id} as your transfer reference.`);
  await expect(order).toContainText('Pending');
  await expect(amount).toHaveValue('');

  await (await operator(page.request)).approveDeposit(deposit.id);
  await order.getByRole('button', { name: 'Check status' }).click();
  await expect(order).toContainText('Approved: 500.00 THB was credited to your balance.');
  const row = page.getByRole('table', { name: 'Deposit records' }).getByRole('row').filter({ hasText: '500.00 THB' });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Bank transfer');
  await expect(headerBalance(page)).toHaveText('฿500.00');
});

test('withdraw: add a payee, set the payment password, a wrong one is refused, a request holds the funds, paid, confirmed received', async ({ page }) => {
  const player = await freshPlayer(page);
  await fund(page.request, player, '1000');
  await page.goto('/member/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('฿1,000.00');
  await expect(page.getByText('100.00 – 50,000.00 THB')).toBeVisible();
  const panel = page.getByRole('tabpanel');

  // No payee yet: the request tab leads to the payee form.
  await expect(panel).toContainText('Add a payee account before you withdraw.');
  await panel.getByRole('button', { name: 'Add a payee account' }).click();
  await expect(page.getByRole('tab', { name: 'Payee accounts' })).toHaveAttribute('aria-selected', 'true');
  const bank = panel.getByRole('textbox', { name: 'Bank name' });
  const account = panel.getByRole('textbox', { name: 'Account number' });
  const holder = panel.getByRole('textbox', { name: 'Account holder name' });
  await panel.getByRole('button', { name: 'Add a payee account' }).click();
  await expect(bank).toHaveAccessibleDescription('This field is required.');
  await expect(holder).toHaveAccessibleDescription('This field is required.');
  await account.fill('12ab');
  await panel.getByRole('button', { name: 'Add a payee account' }).click();
  await expect(account).toHaveAccessibleDescription('Use 6–34 digits or dashes.');
  await bank.fill('Kasikorn Bank');
  await account.fill('123-456-7890');
  await holder.fill('Somchai Jaidee');
  await panel.getByRole('button', { name: 'Add a payee account' }).click();
  await expect(toast(page, 'Payee account added.')).toBeVisible();
  await expect(panel.getByRole('listitem')).toContainText('********7890');
  await expect(panel.getByRole('button', { name: 'Remove Kasikorn Bank ********7890' })).toBeVisible();

  // No payment password yet: set one (a mismatch is caught first).
  await page.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(panel).toContainText('Set a payment password before you withdraw.');
  await panel.getByRole('button', { name: 'Set a payment password' }).click();
  await expect(panel.getByRole('heading', { name: 'Set a payment password' })).toBeVisible();
  await panel.getByLabel(/^New payment password/u).fill(PAYMENT_PASSWORD);
  await panel.getByLabel('Confirm the new payment password').fill('pay99999');
  await panel.getByRole('button', { name: 'Save payment password' }).click();
  await expect(panel.getByLabel('Confirm the new payment password')).toHaveAccessibleDescription('The passwords do not match.');
  await panel.getByLabel('Confirm the new payment password').fill(PAYMENT_PASSWORD);
  await panel.getByRole('button', { name: 'Save payment password' }).click();
  await expect(toast(page, 'Payment password saved.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Change the payment password' })).toBeVisible();

  // The request: amount rules and a wrong payment password are explained under their fields.
  await page.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(panel.getByRole('combobox', { name: 'Payee account' })).toHaveValue(/\d+/u);
  const amount = amountField(page);
  const password = panel.getByLabel(/^Payment password/u);
  await amount.fill('50');
  await password.fill('wrong-one');
  await panel.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(amount).toHaveAccessibleDescription('The minimum is 100.00 THB.');
  await amount.fill('300');
  await panel.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(password).toHaveAccessibleDescription('The payment password is incorrect.');
  await expect(headerBalance(page)).toHaveText('฿1,000.00');

  await password.fill(PAYMENT_PASSWORD);
  const requested = page.waitForResponse((r) => r.url().endsWith('/wps/cashier/withdraw') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Request withdrawal' }).click();
  const { value: withdrawal } = (await (await requested).json()) as Envelope<{ id: number }>;
  await expect(toast(page, 'Withdrawal requested: 300.00 THB is held until it is paid.')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('฿700.00');
  const records = page.getByRole('table', { name: 'Withdrawal records' });
  const row = records.getByRole('row').filter({ hasText: '300.00 THB' });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Kasikorn Bank ********7890');

  await (await operator(page.request)).payWithdrawal(withdrawal.id);
  await page.reload();
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: `Confirm receipt of order ${withdrawal.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm receipt of order ${withdrawal.id}` });
  await expect(dialog).toContainText('Did 300.00 THB arrive in your account Kasikorn Bank ********7890?');
  await expect(dialog.getByRole('radio', { name: /^Received/u })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Thank you, your answer was recorded.')).toBeVisible();
  await expect(row).toContainText('Received');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText('฿700.00');
});

test('not received needs real PNG or JPEG proof: a renamed text file is refused in the page, a PNG is accepted', async ({ page }) => {
  const player = await freshPlayer(page);
  await fund(page.request, player, '500');
  const payee = await ok<{ id: number }>(await page.request.post('/wps/cashier/payees', { headers: player, data: { bankName: 'Bangkok Bank', accountNumber: '9876543210', holderName: 'Malee Sukjai' } }));
  await ok(await page.request.post('/wps/cashier/payment-password', { headers: player, data: { newPassword: PAYMENT_PASSWORD } }));
  const withdrawal = await ok<{ id: number }>(
    await page.request.post('/wps/cashier/withdraw', { headers: player, data: { payeeId: payee.id, amount: '200', paymentPassword: PAYMENT_PASSWORD } }),
  );
  await (await operator(page.request)).payWithdrawal(withdrawal.id);

  await page.goto('/member/withdraw');
  await page.getByRole('button', { name: `Confirm receipt of order ${withdrawal.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm receipt of order ${withdrawal.id}` });
  await dialog.getByRole('radio', { name: /^Not received/u }).check();
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes(`/withdrawals/${withdrawal.id}/confirm`)) sent += 1;
  });
  const proofs = dialog.getByLabel('Proof images');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(proofs).toHaveAccessibleDescription(/Add 1 to 3 proof images\./u);
  await proofs.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: Buffer.from('this is plain text, not a picture') });
  await expect(proofs).toHaveAccessibleDescription(/proof\.png is not a PNG or JPG image\./u);
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(proofs).toHaveAccessibleDescription(/proof\.png is not a PNG or JPG image\./u);
  expect(sent).toBe(0);

  await proofs.setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(proofs).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Remark (optional)' }).fill('Nothing arrived yet');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Withdrawal records' }).getByRole('row').filter({ hasText: '200.00 THB' });
  await expect(row).toContainText('Not received (under review)');
  expect(sent).toBe(1);
});

test.describe('the demo player', () => {
  test.use({ session: 'member' });

  test('both pages fit a 360 px phone and every record stays readable', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, heading] of [['/member/depositv2', 'Deposit'], ['/member/withdraw', 'Withdraw']] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByTestId('cashier-balance')).toHaveText(/^[\d,]+\.\d\d THB$/u);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
});

test.describe('in Chinese', () => {
  test.use({ session: 'member', lang: 'CN' });

  test('the deposit page is translated', async ({ page }) => {
    await page.goto('/member/depositv2');
    await expect(page.getByRole('heading', { name: '存款', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: /在线支付/u })).toHaveAccessibleName(/演示/u);
    await expect(page.getByRole('heading', { name: '存款记录' })).toBeVisible();
  });
});
