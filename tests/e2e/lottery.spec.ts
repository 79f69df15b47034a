import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import type { BetsAnswer, GameDetail, PlayerBet, ResultsAnswer, StateAnswer } from '../../src/server/vendors/lotto/api-types';
import { gameOf } from '../../src/shared/lotto/games';
import { payoutOf, rebateOfBet } from '../../src/shared/lotto/payout';
import { expect, test } from './support/fixtures';
import { platformBalance } from './support/play';

/**
 * The in-house lottery (issue 21): a member bets a Vietnam North slip (lô and đề) in the lottery
 * page's frame, the draw is drawn now by the test clock, the results verify in the browser, the
 * balance moves by exactly the payouts and the bets and the betting record show the round; a
 * quick 5D round on a phone; a visitor is sent to log in.
 */

const thb = (minor: number) => `${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} THB`;

interface Lottery {
  frame: FrameLocator;
  sid: string;
  merchant: string;
}

/** Opens a lottery route and answers its frame, the vendor session and the merchant the launch named. */
async function openLottery(page: Page, path: string): Promise<Lottery> {
  await page.goto(path);
  const iframe = page.locator('iframe.game-frame__view');
  await expect(iframe).toBeVisible();
  const frame = page.frameLocator('iframe.game-frame__view');
  await expect(frame.getByRole('tab', { name: 'Bet', exact: true })).toBeVisible();
  const launch = new URL((await iframe.getAttribute('src')) ?? '', 'http://x');
  const app = page.frames().find((f) => f.url().includes('/lotto-vendor/app?'));
  const sid = app ? new URL(app.url()).searchParams.get('sid') : null;
  if (!sid) throw new Error('the frame shows the lottery app');
  return { frame, sid, merchant: launch.searchParams.get('merchant') ?? 'DEMO' };
}

async function vendor<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(`/lotto-vendor/api/${path}`)).json()) as { success: boolean; value: T };
  expect(body.success, path).toBe(true);
  return body.value;
}

/** Adds bets of one type: picks the type, types the numbers (or presses the picks), sets the stake. */
async function addBets(frame: FrameLocator, type: string, entry: { numbers?: string; picks?: string[] }, stake: string): Promise<void> {
  const board = frame.getByRole('form', { name: 'Place bets' });
  await board.getByRole('radiogroup', { name: 'Bet type' }).getByRole('radio', { name: type, exact: true }).click();
  if (entry.numbers) await board.getByLabel(/^Numbers/u).fill(entry.numbers);
  for (const pick of entry.picks ?? []) await board.getByRole('group', { name: 'Pick' }).getByRole('button', { name: pick, exact: true }).click();
  await board.getByLabel(/^Stake per number/u).fill(stake);
  await board.getByRole('button', { name: 'Add to slip' }).click();
}

/** Confirms the slip (once more if the draw closed meanwhile); answers the draw key the bets went to. */
async function confirmSlip(frame: FrameLocator): Promise<string> {
  const slip = frame.getByRole('region', { name: 'Bet slip' });
  const message = slip.getByRole('status');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await slip.getByRole('button', { name: 'Confirm bets' }).click();
    await expect(message).toHaveText(/^(Bets placed on|Betting on that draw has closed)/u);
    const placed = /^Bets placed on (\S+)\. New balance/u.exec(await message.innerText());
    if (placed?.[1]) return placed[1];
  }
  throw new Error('the slip was not placed');
}

async function drawNow(request: APIRequestContext, merchant: string, drawKey: string): Promise<void> {
  const response = await request.post('/lotto-vendor/dev/draw-now', { data: { merchant, drawKey } });
  expect(response.ok()).toBe(true);
}

/** Opens Results on the draw, checks Verify, answers the draw. */
async function verifyDraw(frame: FrameLocator, drawKey: string): Promise<void> {
  await frame.getByRole('tab', { name: 'Results', exact: true }).click();
  const draw = frame.getByRole('article', { name: drawKey, exact: true });
  await expect(draw).toBeVisible();
  await draw.getByRole('button', { name: 'Verify' }).click();
  await expect(draw.getByRole('status')).toHaveText('Verified: the seed matches its commitment and recomputes these numbers.');
}

test.describe('member', () => {
  test.use({ session: 'member' });

  test('a Vietnam North slip of lô and đề: placed, drawn, verified, paid exactly, listed in My bets and the betting record', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { frame, sid, merchant } = await openLottery(page, '/vnLottery');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    if (!token) throw new Error('the member is signed in');
    const start = await platformBalance(request, token);
    await expect(frame.getByTestId('balance')).toHaveAttribute('data-minor', String(start));

    // The rules come first: the bet types with their odds, and the draws are the operator's own.
    await expect(frame.getByRole('heading', { name: 'Vietnam lottery · North' })).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Rules' })).toBeVisible();
    await expect(frame.getByRole('note').first()).toContainText('not official lottery results');
    await expect(frame.getByRole('row', { name: /^Lô/u })).toContainText('per hit');
    await expect(frame.getByRole('timer', { name: 'Closes in' })).toHaveText(/\d\d:\d\d$/u);

    await addBets(frame, 'Lô', { numbers: '27 05' }, '10');
    await addBets(frame, 'Đề', { numbers: '27' }, '5.50');
    const slip = frame.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByRole('listitem')).toHaveCount(3);
    await expect(slip.getByTestId('slip-total')).toHaveText('25.50 THB');
    const drawKey = await confirmSlip(frame);
    expect(drawKey).toMatch(/^VN_NORTH:\d{4}-\d\d-\d\d$/u);
    await expect(frame.getByTestId('balance')).toHaveAttribute('data-minor', String(start - 2550));
    await expect(slip.getByText('Your slip is empty.')).toBeVisible();

    await drawNow(request, merchant, drawKey);
    await verifyDraw(frame, drawKey);
    await expect(frame.getByRole('article', { name: drawKey, exact: true }).getByRole('row')).toHaveCount(8);

    // Exactly the payouts (win plus rebate), recomputed here from the drawn numbers and the odds.
    const { settings } = await vendor<GameDetail>(request, `games/VN_NORTH?sid=${sid}`);
    const { draws } = await vendor<ResultsAnswer>(request, `results?sid=${sid}&game=VN_NORTH&limit=5`);
    const result = draws.find((d) => d.key === drawKey)?.result;
    if (!result) throw new Error('the draw has a result');
    const mine = (await vendor<BetsAnswer>(request, `bets?sid=${sid}`)).bets.filter((b: PlayerBet) => b.drawKey === drawKey);
    expect(mine).toHaveLength(3);
    const paid = mine.reduce((sum, b) => sum + payoutOf(gameOf('VN_NORTH'), result, b.bet, settings) + rebateOfBet(b.bet, settings), 0);
    expect(mine.reduce((sum, b) => sum + (b.payout ?? 0), 0)).toBe(paid);
    await expect.poll(() => platformBalance(request, token)).toBe(start - 2550 + paid);
    expect((await vendor<StateAnswer>(request, `state?sid=${sid}`)).balance).toBe(start - 2550 + paid);

    // My bets: the three bets, each won or lost.
    await frame.getByRole('tab', { name: 'My bets', exact: true }).click();
    const rows = frame.getByRole('table', { name: 'My bets' }).locator('tbody tr').filter({ hasText: drawKey });
    await expect(rows).toHaveCount(3);
    for (const bet of mine) expect(['won', 'lost']).toContain(bet.status);
    await expect(rows.filter({ hasText: /Won|Lost/u })).toHaveCount(3);

    // The platform's betting record has the round (the draw, this player).
    await page.goto('/member/personalHistoryCopy');
    await expect(page.getByRole('heading', { name: 'Betting record', level: 1 })).toBeVisible();
    const round = page.getByRole('region', { name: 'Game rounds' }).locator('tbody tr').filter({ hasText: drawKey });
    await expect(round).toHaveCount(1);
    await expect(round).toContainText(thb(2550));
  });

  test('a quick 5D round on a phone: bet, draw, result and status', async ({ page, request }) => {
    test.setTimeout(45_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const { frame, sid, merchant } = await openLottery(page, '/lottery');
    await frame.getByRole('tab', { name: 'Lobby', exact: true }).click();
    await frame.getByRole('button', { name: 'Open Quick 5D · 1 min' }).click();
    await expect(frame.getByRole('heading', { name: 'Quick 5D · 1 min' })).toBeVisible();
    // More than the balance: refused, with the balance shown; the line stays on the slip.
    const balance = Number(await frame.getByTestId('balance').getAttribute('data-minor'));
    await addBets(frame, 'Position digit', { picks: ['Digit 7'] }, String(Math.ceil(balance / 100) + 1));
    const slip = frame.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('button', { name: 'Confirm bets' }).click();
    await expect(slip.getByRole('status')).toHaveText(`Not enough balance: you have ${thb(balance)}.`);
    await slip.getByRole('button', { name: /^Remove Position digit/u }).click();
    await expect(slip.getByText('Your slip is empty.')).toBeVisible();

    await addBets(frame, 'Sum big/small', { picks: ['Big'] }, '2');
    const drawKey = await confirmSlip(frame);
    expect(drawKey).toMatch(/^QUICK5_1M:/u);
    expect(await frame.locator('body').evaluate((b) => b.scrollWidth)).toBeLessThanOrEqual(390);

    await drawNow(request, merchant, drawKey);
    await verifyDraw(frame, drawKey);
    await expect(frame.getByRole('article', { name: drawKey, exact: true }).getByRole('list', { name: 'Digits' }).getByRole('listitem')).toHaveCount(5);

    const bet = (await vendor<BetsAnswer>(request, `bets?sid=${sid}`)).bets.find((b) => b.drawKey === drawKey && b.bet.type === 'SUM_BIG_SMALL');
    expect(['won', 'lost']).toContain(bet?.status);
    await frame.getByRole('tab', { name: 'My bets', exact: true }).click();
    const rows = frame.getByRole('table', { name: 'My bets' }).locator('tbody tr').filter({ hasText: drawKey });
    await expect(rows.filter({ hasText: 'Sum big/small' })).toContainText(bet?.status === 'won' ? 'Won' : 'Lost');
    // The refused slip is listed too, as refused: under the draw open when it was sent, which is
    // the next minute's when the minute turned between the two slips.
    const quickRows = frame.getByRole('table', { name: 'My bets' }).locator('tbody tr').filter({ hasText: 'QUICK5_1M:' });
    await expect(quickRows.filter({ hasText: 'Position digit' })).toContainText('Refused');
  });
});

test('a visitor opening the lottery is sent to log in', async ({ page }) => {
  await page.goto('/lottery');
  await expect(page).toHaveURL(/\/$/u);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
