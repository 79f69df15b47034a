import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the lobby specs read of the API and find on the page. */

export interface Game {
  nodeId: string;
  gameName: string;
  vassalage: string;
  maintenance: boolean;
}
export interface GamesPage {
  games: Game[];
  totalPages: number;
}
export interface Lane {
  title: string;
  cards: { vassalage: string; displayName: string; maintenance: boolean }[];
}

/** Reads a call's value (uncompressed: the test reads the data, the browser tests the wire). */
export async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, url).toBe(true);
  return body.value;
}

export const lanes = async (request: APIRequestContext) => (await api<{ data: { lanes: Lane[] } }>(request, '/lgw/games/vendors?language=EN')).data.lanes;
export const laneCards = async (request: APIRequestContext, title: string) => (await lanes(request)).find((l) => l.title === title)?.cards ?? [];
export const grid = (page: Page, name: string) => page.getByRole('main').getByRole('list', { name, exact: true });
export const tileNames = (page: Page, name: string) => grid(page, name).getByRole('heading').allInnerTexts();
export const filters = (page: Page) => page.getByRole('tablist', { name: 'Game filter' });
export const vendors = (page: Page) => page.getByRole('region', { name: 'Providers' });
export const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
