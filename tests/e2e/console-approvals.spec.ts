import type { Page } from '@playwright/test';
import type { Queues } from '../../src/shared/api/queues';
import { encodePng } from '../../scripts/lib/image-files';
import { expect, quietContext, test } from './support/fixtures';
import { bankDeposit, consoleEnrol, consoleSignIn, consoleTokenOf, expectAudited, funds, openSection, withdrawalRequest } from './support/console-ui';
import { registerPlayer, valueOf } from './support/wallet-accounts';

/**
 * The console's approvals screen (issue 22) as operators use it: a deposit approved, a large
 * withdrawal paid by two operators (maker-checker), the player's context on a phone, and every
 * decision in the audit log. Each journey uses a freshly registered player, so balances are known.
 */

const queueTabs = (page: Page) => page.getByRole('tablist', { name: 'Approval queues' });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Confirms the open money dialog. */
async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

async function approveDepositInUi(page: Page, account: string, id: number): Promise<void> {
  await openSection(page, 'Approvals');
  await queueTabs(page).getByRole('tab', { name: /^Deposits/u }).click();
  await rowOf(page, account).getByRole('button', { name: `Approve deposit ${id}` }).click();
  await confirm(page, `Approve deposit ${id}`);
  await expect(page.getByRole('status').filter({ hasText: `Deposit ${id} approved.` })).toBeVisible();
  await expect(rowOf(page, account)).toHaveCount(0);
}

test.describe('approvals on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an operator approves a manual deposit: the balance grows by exactly its amount, and it is audited', async ({ page }) => {
    test.setTimeout(150_000);
    const player = await registerPlayer(page.request);
    const headers = { authorization: `Bearer ${player.token}` };
    const before = await funds(page.request, headers);
    const id = await bankDeposit(page.request, headers, '1234.56');

    await consoleSignIn(page);
    await expect(page.getByRole('region', { name: 'Waiting for approval' }).getByRole('link', { name: /Deposits/u })).toBeVisible();
    await approveDepositInUi(page, player.account, id);
    expect((await funds(page.request, headers)).mainBalance - before.mainBalance).toBe(123_456);

    await expectAudited(page, 'deposit.approve', id);
  });

  test('a large withdrawal waits for a second operator, whom the first cannot replace; the second pays it and refuses a large grant', async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const player = await registerPlayer(page.request);
    const headers = { authorization: `Bearer ${player.token}` };
    const deposit = await bankDeposit(page.request, headers, '25000');

    // Operator 1 funds the player (a deposit needs no second operator), then presses Pay.
    await consoleSignIn(page);
    await approveDepositInUi(page, player.account, deposit);
    const withdrawal = await withdrawalRequest(page.request, headers, '20000');
    expect((await funds(page.request, headers)).hold).toBe(2_000_000);

    await page.reload();
    // The queues are read again after the reload: the tab counts the new withdrawal once they are in.
    const withdrawalsTab = queueTabs(page).getByRole('tab', { name: /^Withdrawals \([1-9]\d*\)$/u });
    // A click while the page still settles can land on a tab about to be drawn again: click until it is the selected one.
    await expect(async () => {
      await withdrawalsTab.click();
      await expect(withdrawalsTab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
    const row = rowOf(page, player.account);
    await row.getByRole('button', { name: `Pay withdrawal ${withdrawal}` }).click();
    await confirm(page, `Pay withdrawal ${withdrawal}`);
    await expect(page.getByRole('status').filter({ hasText: `Withdrawal ${withdrawal} is waiting for a second operator.` })).toBeVisible();
    await expect(row).toContainText('Waiting for a second operator');
    await expect(row.getByRole('button', { name: `Pay withdrawal ${withdrawal}` })).toHaveCount(0);

    // Operator 1 filed it: no approve button, and the server refuses it too.
    await queueTabs(page).getByRole('tab', { name: /^Second approvals \(\d+\)$/u }).click();
    const filed = rowOf(page, `Withdrawal ${withdrawal}`);
    await expect(filed).toContainText('You filed this: another operator must approve it.');
    await expect(filed.getByRole('button', { name: /^Approve request/u })).toHaveCount(0);
    const ops = { authorization: `Bearer ${await consoleTokenOf(page)}` };
    const queues = await valueOf<Queues>(await page.request.get('/ops-api/queues', { headers: ops }));
    expect(queues.secondApprovalFrom).toBe(2_000_000);
    const approvalId = queues.approvals.find((a) => a.kind === 'withdrawal.pay' && a.targetId === String(withdrawal))?.id ?? 0;
    expect(approvalId).toBeGreaterThan(0);
    const refused = await page.request.post(`/ops-api/approvals/${approvalId}/approve`, { headers: ops });
    expect(((await refused.json()) as { code?: string }).code).toBe('second_operator_required');

    // Operator 2, in a browser of its own, approves it: the withdrawal is paid and the hold is gone.
    const context = await quietContext(browser, { baseURL, viewport: { width: 1280, height: 900 } });
    const checker = await context.newPage();
    await checker.addInitScript({ content: "localStorage.setItem('lang', 'EN');" });
    await consoleEnrol(checker, 'checker');
    await openSection(checker, 'Approvals');
    await queueTabs(checker).getByRole('tab', { name: /^Second approvals/u }).click();
    await rowOf(checker, `Withdrawal ${withdrawal}`).getByRole('button', { name: `Approve request ${approvalId}` }).click();
    await confirm(checker, `Approve request ${approvalId}`);
    await expect(checker.getByRole('status').filter({ hasText: `Request ${approvalId} approved.` })).toBeVisible();
    await expect(rowOf(checker, `Withdrawal ${withdrawal}`)).toHaveCount(0);

    const list = await valueOf<{ list: { id: number; status: string }[] }>(await page.request.get('/wps/cashier/withdrawals', { headers }));
    expect(list.list.find((w) => w.id === withdrawal)?.status).toBe('PAID');
    expect((await funds(page.request, headers)).hold).toBe(0);

    // A bonus grant of the second-approval amount waits too; operator 2 refuses it, with a note.
    const grant = await valueOf<{ approval: { id: number } }>(await page.request.post('/ops-api/bonuses', { headers: ops, data: { account: player.account, amount: 2_500_000, reason: 'e2e large bonus' } }));
    await checker.reload();
    await checker.getByRole('button', { name: `Reject request ${grant.approval.id}` }).click();
    const dialog = checker.getByRole('dialog', { name: `Reject request ${grant.approval.id}` });
    const note = dialog.getByRole('textbox', { name: 'Note' });
    await note.fill('x');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(note).toHaveAccessibleDescription(/Write a note of 2 to 200 characters\./u);
    await note.fill('Not eligible for this bonus');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(checker.getByRole('status').filter({ hasText: `Request ${grant.approval.id} rejected.` })).toBeVisible();
    expect((await funds(page.request, headers)).mainBalance).toBe(500_000);

    await expectAudited(checker, 'approval.reject', grant.approval.id);
    await expectAudited(checker, 'approval.file', withdrawal);
    await expectAudited(checker, 'approval.approve', approvalId);
    await expectAudited(checker, 'withdrawal.pay', withdrawal);
    await context.close();
  });
});

test.describe('approvals on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the queue becomes cards; the player's context opens full screen and closes", async ({ page }) => {
    test.setTimeout(150_000);
    const player = await registerPlayer(page.request);
    await bankDeposit(page.request, { authorization: `Bearer ${player.token}` }, '500');

    await consoleSignIn(page);
    await openSection(page, 'Approvals');
    await page.getByRole('button', { name: player.account, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Player ${player.account}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Last deposits')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('disputed withdrawals', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a paid withdrawal the player says never arrived shows in its tab, with the player's proof image", async ({ page }) => {
    test.setTimeout(60_000);
    const player = await registerPlayer(page.request);
    const headers = { authorization: `Bearer ${player.token}` };
    const deposit = await bankDeposit(page.request, headers, '500');
    await consoleSignIn(page);
    const ops = { authorization: `Bearer ${await consoleTokenOf(page)}` };
    await valueOf(await page.request.post(`/ops-api/deposits/${deposit}/approve`, { headers: ops, data: {} }));
    const withdrawal = await withdrawalRequest(page.request, headers, '120');
    await valueOf(await page.request.post(`/ops-api/withdrawals/${withdrawal}/pay`, { headers: ops, data: {} }));
    const png = encodePng({ width: 24, height: 16, data: new Uint8Array(24 * 16 * 4).fill(200) });
    await valueOf(await page.request.post(`/wps/cashier/withdrawals/${withdrawal}/confirm`, { headers, data: { result: 'NOT_RECEIVED', remark: 'Nothing in my account', images: [png.toString('base64')] } }));

    await openSection(page, 'Approvals');
    await queueTabs(page).getByRole('tab', { name: /^Disputed withdrawals/u }).click();
    await rowOf(page, player.account).getByRole('button', { name: `View the proof of withdrawal ${withdrawal}` }).click();
    const viewer = page.getByRole('dialog', { name: `Withdrawal ${withdrawal}: player’s confirmation` });
    await expect(viewer.getByText('Nothing in my account')).toBeVisible();
    const thumb = viewer.getByRole('img', { name: `Proof image 1 of 1 for withdrawal ${withdrawal}` });
    await expect(thumb).toHaveAttribute('src', /^blob:/u);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
    await viewer.getByRole('button', { name: 'View proof image 1 full size' }).click();
    await expect(viewer.getByText('Proof image 1 of 1', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer.getByRole('button', { name: 'View proof image 1 full size' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});
