import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers of the play journeys: seeded games, the platform balance, lobbies, game windows and rounds. */

export interface Game {
  nodeId: string;
  gameName: string;
  vassalage: string;
  supportPlay: 0 | 1;
  maintenance: boolean;
}
export interface Round {
  roundId: string;
  stake: number;
  win: number;
}

/** Reads a call's value (uncompressed: the test reads the data, the browser tests the wire). */
async function api<T>(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, url).toBe(true);
  return body.value;
}

export async function games(request: APIRequestContext, query: string): Promise<Game[]> {
  return (await api<{ games: Game[] }>(request, `/lgw/games/list?${query}&pageSize=100&language=EN`)).games;
}

/** The seed opens every slot vendor with a slot (PG-RNG-1); every live game is the baccarat table. */
export async function slotGame(request: APIRequestContext): Promise<Game> {
  const game = (await games(request, 'gameType=RNG&vassalage=PG')).find((g) => g.nodeId === 'PG-RNG-1');
  if (!game) throw new Error('the seed has the PG slot PG-RNG-1');
  return game;
}

export async function baccaratGame(request: APIRequestContext): Promise<Game> {
  const game = (await games(request, 'gameType=LIVE')).find((g) => !g.maintenance);
  if (!game) throw new Error('the seed has live games');
  return game;
}

/** The platform balance in minor units, read from the API the header uses. */
export async function platformBalance(request: APIRequestContext, token: string): Promise<number> {
  const { balance } = await api<{ balance: string }>(request, '/wps/v2/wallets/balance', { authorization: `Bearer ${token}` });
  const [whole = '0', fraction = ''] = balance.replaceAll(',', '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export const minorOf = async (node: Locator) => Number(await node.getAttribute('data-minor'));

/** Finds a game in a lobby by its name, the way a player would. */
export async function findInLobby(page: Page, path: string, game: Game): Promise<void> {
  await page.goto(path);
  const search = page.getByRole('search', { name: 'Search games' });
  await search.getByRole('searchbox').fill(game.gameName);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: game.gameName }).first()).toBeVisible();
}

/** The launch address the game window was pointed at (the vendor answers it with a redirect to its session page). */
export const launchRequest = (page: Page) => page.context().waitForEvent('request', (r) => /\/demo-vendor\/[^/]+\/play\?(?!sid=)/u.test(r.url()));

/**
 * Presses Play now (or Free trial): a new window opens in the click and is pointed at the launch
 * URL; answers the window once it shows the vendor's game page, and the launch URL.
 */
export async function openGameWindow(page: Page, button: string): Promise<{ game: Page; launch: URL }> {
  const popup = page.waitForEvent('popup');
  const launch = launchRequest(page);
  await page.getByRole('main').getByRole('button', { name: button }).first().click();
  const game = await popup;
  await game.waitForURL(/\/demo-vendor\/[^/]+\/play\?sid=/u);
  return { game, launch: new URL((await launch).url()) };
}

/** The rules, paytable and return to player come first; Start shows the table. */
export async function startGame(game: Page | FrameLocator, playButton: string): Promise<void> {
  await expect(game.getByRole('note').filter({ hasText: 'DEMO GAME' })).toBeVisible();
  await expect(game.getByRole('heading', { name: 'Rules' })).toBeVisible();
  await expect(game.getByText('Return to player (RTP)').first()).toBeVisible();
  await game.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(game.getByRole('button', { name: playButton, exact: true })).toBeEnabled();
}

/** Plays one round with the game's own button; answers what the game says about it. */
export async function playRound(game: Page | FrameLocator, playButton: string): Promise<Round> {
  const last = game.getByTestId('last-round');
  const before = await last.innerText();
  await game.getByRole('button', { name: playButton, exact: true }).click();
  await expect(last).not.toHaveText(before);
  await expect(game.getByRole('button', { name: playButton, exact: true })).toBeEnabled();
  const round = { roundId: (await last.innerText()).trim(), stake: await minorOf(game.getByTestId('last-stake')), win: await minorOf(game.getByTestId('last-win')) };
  expect(round.stake, `round ${round.roundId}`).toBeGreaterThan(0);
  expect(round.win).toBeGreaterThanOrEqual(0);
  return round;
}

export const net = (rounds: Round[]) => rounds.reduce((sum, r) => sum + r.win - r.stake, 0);
