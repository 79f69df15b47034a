import type { APIRequestContext, Page } from '@playwright/test';
import type { PromotionInput } from '../../src/shared/api/promotions';
import { expect, test } from './support/fixtures';
import { openGameWindow, findInLobby, platformBalance, playRound, slotGame, startGame } from './support/play';
import { grantBonus, openSignedIn, operatorToken, registerPlayer } from './support/wallet-accounts';

/**
 * Missions and the reward centre (issue 20): a fresh player plays the demo slot, sees its mission
 * complete (and the mission badge), claims it with its points and finds itself on the weekly
 * leaderboard; the reward centre lists what it may claim, pays a claim made there, and shows the VIP
 * programme on its second tab.
 */

const headerBalance = (page: Page) => page.getByRole('banner', { name: 'Site header' }).getByLabel('Balance', { exact: true });
const baht = (minor: number) => `฿${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const text = (value: string) => ({ EN: value, CN: value, TH: value });

/** A mission promotion of the test's own, through the operator API: two rounds today pay 3.00 THB and 25 points. */
async function missionPromotion(request: APIRequestContext): Promise<void> {
  const input: PromotionInput = {
    code: 'E2E-MISSIONS',
    title: text('E2E missions'),
    terms: text('For the test.'),
    bannerUrl: '/img/promo-missions.svg',
    startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    endsAt: null,
    budget: 1_000_000,
    sort: 0,
    settings: {
      kind: 'mission',
      missions: [
        { code: 'e2e-two-rounds', title: text('Play two rounds'), period: 'daily', goal: 'rounds', target: 2, reward: 300, points: 25 },
        { code: 'e2e-big-week', title: text('A big slots week'), period: 'weekly', goal: 'wager', category: 'RNG', target: 100_000_000, reward: 100, points: 5 },
      ],
    },
  };
  const response = await request.post('/ops-api/promotions', { data: input, headers: { authorization: `Bearer ${await operatorToken(request)}` } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a player completes a mission by playing, claims its reward and points, and is ranked on the weekly leaderboard', async ({ page, request }) => {
  test.setTimeout(90_000);
  const funds = 50_000;
  await missionPromotion(request);
  const player = await registerPlayer(request);
  await grantBonus(request, player.account, funds);
  await openSignedIn(page, player.token, '/member/missionLeaderboard');
  const mission = page.getByTestId('mission-e2e-two-rounds');
  await expect(mission.getByRole('progressbar', { name: 'Play 2 rounds' })).toHaveAttribute('aria-valuetext', '0 / 2');
  await expect(mission).toContainText('In process');
  await expect(page.getByTestId('leaderboard-me')).toHaveText('You have no mission points in this week.');

  const slot = await slotGame(request);
  await findInLobby(page, '/rng', slot);
  const { game } = await openGameWindow(page, `Play now: ${slot.gameName}`);
  await startGame(game, 'Spin');
  let net = 0;
  for (let i = 0; i < 2; i += 1) {
    const round = await playRound(game, 'Spin');
    net += round.win - round.stake;
  }
  await game.close();

  await page.goto('/member/missionLeaderboard');
  const nav = page.getByRole('navigation', { name: 'Personal centre' });
  await expect(nav.getByRole('link', { name: /Mission leaderboard/u })).toContainText('1');
  await expect(mission.getByRole('progressbar', { name: 'Play 2 rounds' })).toHaveAttribute('aria-valuetext', '2 / 2');
  await expect(page.getByTestId('mission-e2e-big-week')).toContainText('In process');
  await mission.getByRole('button', { name: 'Claim' }).click();
  await expect(mission.getByRole('status')).toHaveText('3.00 THB added to your main wallet, 25 points to your week.');
  await expect(mission).toContainText('Claimed');
  await expect(headerBalance(page)).toHaveText(baht(funds + net + 300));
  await expect(page.getByTestId('week-points')).toHaveText('Your mission points this week: 25');
  await expect(page.getByTestId('leaderboard-me')).toContainText('with 25 points');
  const board = page.getByRole('table', { name: 'Weekly leaderboard' });
  await expect(board.getByRole('row').filter({ hasText: '(you)' })).toContainText('25');
  await expect(board).not.toContainText(player.account);
  expect(await platformBalance(request, player.token)).toBe(funds + net + 300);
});

test('the reward centre lists what a player may claim, pays a claim made there, and shows the VIP programme', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await openSignedIn(page, player.token, '/member/rewardCenter');
  await expect(page.getByRole('heading', { name: 'Reward centre', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Rewards to claim' });
  const signIn = list.getByTestId('reward-signIn');
  await expect(signIn).toContainText('5.00 THB');
  const nav = page.getByRole('navigation', { name: 'Personal centre' });
  const before = Number(await nav.getByRole('link', { name: /Reward centre/u }).locator('.centre-nav__badge').textContent());
  await expect(list.getByRole('listitem')).toHaveCount(before);
  await signIn.getByRole('button', { name: 'Claim' }).click();
  await expect(signIn.getByRole('status')).toHaveText('5.00 THB added to your main wallet.');
  await expect(headerBalance(page)).toHaveText(baht(500));
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(before - 1);
  await expect(list.getByTestId('reward-signIn')).toHaveCount(0);

  await page.getByRole('tab', { name: 'VIP' }).click();
  await expect(page).toHaveURL(/tab=vip/u);
  await expect(page.getByRole('heading', { name: /Your level/u })).toBeVisible();
});
