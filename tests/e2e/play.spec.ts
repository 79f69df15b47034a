import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { overflowX } from './support/layout';
import { baccaratGame, findInLobby, games, minorOf, net, openGameWindow, platformBalance, playRound, slotGame, startGame, type Round } from './support/play';
import { grantBonus, openSignedIn, registerPlayer } from './support/wallet-accounts';

/**
 * Playing games (issue 6): a real player plays the demo vendor's slot and baccarat table for real
 * money and finds every round in the balance and the betting record; a visitor plays a free trial
 * in demo money; a trial account is refused real play; phones and blocked pop-ups play on /seamless.
 * Every journey that moves money uses a freshly registered, freshly funded player.
 */

const FUNDS = 100_000;

const headerBalance = (page: Page) => page.getByRole('banner', { name: 'Site header' }).getByLabel('Balance', { exact: true });
const baht = (minor: number) => `฿${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const thb = (minor: number) => `${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} THB`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('real play', () => {
  test('slot and baccarat rounds move the balance by exactly their net and appear in the betting record with a replay', async ({ page, request }) => {
    test.setTimeout(120_000);
    const player = await registerPlayer(request);
    await grantBonus(request, player.account, FUNDS);
    const slot = await slotGame(request);
    const baccarat = await baccaratGame(request);
    const platformCalls: string[] = [];

    await openSignedIn(page, player.token, '/rng');
    await expect(headerBalance(page)).toHaveText(baht(FUNDS));
    const start = await platformBalance(request, player.token);
    expect(start).toBe(FUNDS);

    // The slot: five spins in its own window; the game's balance follows every round.
    await findInLobby(page, '/rng', slot);
    const { game: slotWindow, launch } = await openGameWindow(page, `Play now: ${slot.gameName}`);
    expect(launch.searchParams.get('token')).toBeTruthy();
    expect(launch.searchParams.get('mode')).toBeNull();
    slotWindow.on('request', (r) => new URL(r.url()).pathname.startsWith('/wps/') && platformCalls.push(r.url()));
    await expect(slotWindow.getByRole('heading', { name: slot.gameName, level: 1 })).toBeVisible();
    await expect(slotWindow.getByRole('heading', { name: 'Paytable' })).toBeVisible();
    await expect(slotWindow.getByTestId('balance')).toHaveAttribute('data-minor', String(FUNDS));
    await startGame(slotWindow, 'Spin');
    const slotRounds: Round[] = [];
    for (let spin = 0; spin < 5; spin += 1) slotRounds.push(await playRound(slotWindow, 'Spin'));
    await expect(slotWindow.getByTestId('balance')).toHaveAttribute('data-minor', String(FUNDS + net(slotRounds)));
    const history = slotWindow.getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(history).toHaveCount(5);
    for (const round of slotRounds) await expect(slotWindow.getByRole('link', { name: `Replay ${round.roundId}` })).toBeVisible();
    await slotWindow.close();

    // The baccarat table: three deals on Player, then Banker and Tie too.
    await findInLobby(page, '/live', baccarat);
    const { game: tableWindow } = await openGameWindow(page, `Play now: ${baccarat.gameName}`);
    tableWindow.on('request', (r) => new URL(r.url()).pathname.startsWith('/wps/') && platformCalls.push(r.url()));
    await startGame(tableWindow, 'Deal');
    const spots = tableWindow.getByRole('group', { name: 'Bet spots' });
    await expect(spots.getByRole('button', { name: 'Player' })).toHaveAttribute('aria-pressed', 'true');
    const tableRounds: Round[] = [];
    for (let deal = 0; deal < 3; deal += 1) {
      tableRounds.push(await playRound(tableWindow, 'Deal'));
      await expect(tableWindow.getByTestId('coup-result')).toHaveText(/^(Player wins|Banker wins|Tie)/u);
    }
    await spots.getByRole('button', { name: 'Banker' }).click();
    await spots.getByRole('button', { name: 'Tie' }).click();
    const threeSpots = await playRound(tableWindow, 'Deal');
    expect(threeSpots.stake).toBe(3 * (tableRounds[0]?.stake ?? 0));
    tableRounds.push(threeSpots);
    await tableWindow.close();

    // The platform's balance moved by exactly the rounds' net, once every win is credited.
    const rounds = [...slotRounds, ...tableRounds];
    const expected = FUNDS + net(rounds);
    await expect.poll(() => platformBalance(request, player.token)).toBe(expected);
    await page.reload();
    await expect(headerBalance(page)).toHaveText(baht(expected));
    // The game windows spoke to their vendor only; the vendor spoke to the platform.
    expect(platformCalls).toEqual([]);

    // The betting record lists every round with its stake and win, and totals them.
    await page.goto('/member/personalHistoryCopy');
    await expect(page.getByRole('heading', { name: 'Betting record', level: 1 })).toBeVisible();
    const rows = page.getByRole('region', { name: 'Game rounds' }).locator('tbody tr');
    await expect(rows).toHaveCount(rounds.length);
    for (const round of rounds) {
      const row = rows.filter({ hasText: round.roundId });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(thb(round.stake));
      await expect(row).toContainText(thb(round.win));
      await expect(row).toContainText('Settled');
    }
    await expect(rows.filter({ hasText: slot.gameName })).toHaveCount(slotRounds.length);
    await expect(rows.filter({ hasText: baccarat.gameName })).toHaveCount(tableRounds.length);
    await expect(page.getByTestId('bets-totalStake')).toHaveText(thb(rounds.reduce((sum, r) => sum + r.stake, 0)));
    await expect(page.getByTestId('bets-totalWin')).toHaveText(thb(rounds.reduce((sum, r) => sum + r.win, 0)));

    // Replay: the round's recall page opens in a new window with the same round and outcome.
    const replayed = slotRounds[2];
    if (!replayed) throw new Error('five spins were played');
    const popup = page.waitForEvent('popup');
    await rows.filter({ hasText: replayed.roundId }).getByRole('button', { name: `Replay round ${replayed.roundId}` }).click();
    const recall = await popup;
    await recall.waitForURL(/\/demo-vendor\/[^/]+\/recall\?/u);
    await expect(recall.getByRole('note').filter({ hasText: 'Replay' })).toBeVisible();
    await expect(recall.getByTestId('recall-round')).toHaveText(replayed.roundId);
    await expect(recall.getByTestId('recall-stake')).toHaveAttribute('data-minor', String(replayed.stake));
    await expect(recall.getByTestId('recall-win')).toHaveAttribute('data-minor', String(replayed.win));
    await expect(recall.getByTestId('replay-check')).toHaveText('Replayed from its seed: the outcome matches the record.');
    await expect(recall.getByRole('group', { name: 'Reels' }).getByRole('img')).toHaveCount(15);
    await recall.close();
  });
});

test.describe('free trial', () => {
  test('a visitor plays a free trial in demo money; the platform wallet is never touched', async ({ page, request }) => {
    const trial = (await games(request, 'gameType=RNG&gameClassify=SLOT')).find((g) => g.supportPlay === 0 && !g.maintenance);
    if (!trial) throw new Error('the seed has a slot with a free trial');
    await findInLobby(page, '/rng', trial);
    const { game, launch } = await openGameWindow(page, `Free trial: ${trial.gameName}`);
    expect(launch.searchParams.get('mode')).toBe('trial');
    expect(launch.searchParams.has('token')).toBe(false);
    const wallet: string[] = [];
    game.on('request', (r) => new URL(r.url()).pathname.startsWith('/wps/') && wallet.push(r.url()));
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);

    await expect(game.getByRole('note').filter({ hasText: 'Free trial: demo money, nothing real is won or lost.' })).toBeVisible();
    const balance = game.getByTestId('balance');
    const demoMoney = await minorOf(balance);
    expect(demoMoney).toBeGreaterThan(0);
    await startGame(game, 'Spin');
    const rounds = [await playRound(game, 'Spin'), await playRound(game, 'Spin')];
    await expect(balance).toHaveAttribute('data-minor', String(demoMoney + net(rounds)));
    expect(wallet).toEqual([]);
  });

  test('a game without a free trial offers none, and the trial launch API refuses it', async ({ page, request }) => {
    const realOnly = (await games(request, 'gameType=RNG&gameClassify=SLOT')).find((g) => g.supportPlay === 1 && !g.maintenance);
    if (!realOnly) throw new Error('the seed has a slot without a free trial');
    await findInLobby(page, '/rng', realOnly);
    await expect(page.getByRole('main').getByRole('button', { name: `Play now: ${realOnly.gameName}` }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: `Free trial: ${realOnly.gameName}` })).toHaveCount(0);
    const refused = await request.post('/lgw/game/trial', { data: { nodeId: realOnly.nodeId } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ success: false, code: 'free_trial_unavailable' });
  });
});

test.describe('a trial account', () => {
  test('is refused real play: in_need_true_account in the page, 403 from the launch API', async ({ page, request }) => {
    const slot = await slotGame(request);
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByRole('button', { name: 'Free play (try now)' }).click();
    await expect(login).toBeHidden();
    await expect(page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Account menu' })).toBeVisible();

    const popups: Page[] = [];
    page.on('popup', (p) => popups.push(p));
    const launches: string[] = [];
    page.on('request', (r) => r.url().includes('/wps/game/launchGame') && launches.push(r.url()));
    await findInLobby(page, '/rng', slot);
    await page.getByRole('main').getByRole('button', { name: `Play now: ${slot.gameName}` }).first().click();
    await expect(toast(page, 'A real account is required. Trial accounts cannot do this.')).toBeVisible();
    await expect(page).toHaveURL(/\/rng\?/u);
    expect(popups).toEqual([]);
    expect(launches).toEqual([]);

    // The server refuses it on its own too.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    const refused = await request.post('/wps/game/launchGame', { data: { nodeId: slot.nodeId }, headers: { authorization: `Bearer ${token ?? ''}` } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 'in_need_true_account' });
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`a phone in the ${theme} theme`, () => {
    test.use({ viewport: { width: 360, height: 740 }, colorScheme: theme });

    test('play now opens the game on /seamless, in the page, and it plays for real', async ({ page, request }) => {
      const player = await registerPlayer(request);
      await grantBonus(request, player.account, FUNDS);
      const slot = await slotGame(request);
      const popups: Page[] = [];
      page.on('popup', (p) => popups.push(p));
      await openSignedIn(page, player.token, '/rng');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await findInLobby(page, '/rng', slot);
      await page.getByRole('main').getByRole('button', { name: `Play now: ${slot.gameName}` }).first().click();
      await expect(page).toHaveURL(/\/seamless\?/u);
      expect(new URL(page.url()).searchParams.get('nodeId')).toBe(slot.nodeId);
      const region = page.getByRole('region', { name: `Game: ${slot.gameName}` });
      await expect(region.getByRole('heading', { name: slot.gameName, level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      const frame = region.locator(`iframe[title="${slot.gameName}"]`);
      await expect(frame).toBeVisible();
      const game = frame.contentFrame();
      await expect(game.getByTestId('balance')).toHaveAttribute('data-minor', String(FUNDS));
      await startGame(game, 'Spin');
      const round = await playRound(game, 'Spin');
      await expect(game.getByTestId('balance')).toHaveAttribute('data-minor', String(FUNDS + round.win - round.stake));
      await expect.poll(() => platformBalance(request, player.token)).toBe(FUNDS + round.win - round.stake);
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
      expect(popups).toEqual([]);
    });
  });
}

test.describe('a blocked pop-up', () => {
  test('says so and opens the game on /seamless instead', async ({ page, request }) => {
    const player = await registerPlayer(request);
    const slot = await slotGame(request);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await openSignedIn(page, player.token, '/rng');
    await findInLobby(page, '/rng', slot);
    await page.getByRole('main').getByRole('button', { name: `Play now: ${slot.gameName}` }).first().click();
    await expect(toast(page, 'Your browser blocked the game window. Allow pop-ups for this site, or play in this tab.')).toBeVisible();
    await expect(page).toHaveURL(/\/seamless\?/u);
    const region = page.getByRole('region', { name: `Game: ${slot.gameName}` });
    const game = region.locator(`iframe[title="${slot.gameName}"]`).contentFrame();
    await expect(game.getByRole('note').filter({ hasText: 'DEMO GAME' })).toBeVisible();
    await expect(game.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  });
});
