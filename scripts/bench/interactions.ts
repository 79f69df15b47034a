import { expect } from '@playwright/test';
import type { Interaction } from './inp';

/** The interactions the INP cases press, found the way the e2e specs find them (tests/e2e). */

const header = (page: Parameters<Interaction['ready']>[0]) => page.getByRole('banner', { name: 'Site header' });

/** Home, as a visitor: the header's Login button opens the login popup. */
export const OPEN_LOGIN: Interaction = {
  path: '/',
  ready: (page) => expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible(),
  act: async (page) => {
    await header(page).getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  },
};

const filterTab = (page: Parameters<Interaction['ready']>[0], name: string) => page.getByRole('tablist', { name: 'Game filter' }).getByRole('tab', { name });

/** The slots lobby, as a visitor: from the All tab to the New tab (Hot, Favourites and Recent ask a visitor to log in). */
export const LOBBY_TAB: Interaction = {
  path: '/rng',
  ready: async (page) => {
    await expect(filterTab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByRole('list', { name: 'All Slots', exact: true }).getByRole('listitem').first()).toBeVisible();
  },
  act: async (page) => {
    await filterTab(page, 'New').click();
    await expect(filterTab(page, 'New')).toHaveAttribute('aria-selected', 'true');
  },
};

const firstFavouriteToggle = (page: Parameters<Interaction['ready']>[0]) =>
  page.getByRole('main').getByRole('list', { name: 'All Slots', exact: true }).getByRole('listitem').first().getByRole('button', { name: / favourites$/ });

/** The slots lobby, signed in: the first tile's favourite toggle (add, or remove when a run before added it). */
export const TOGGLE_FAVOURITE: Interaction = {
  path: '/rng',
  ready: async (page) => {
    await expect(firstFavouriteToggle(page)).toBeVisible();
    // The tile says "Add" until the member's favourite ids arrive: press it only once they have.
    const idsLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/wps/member/favourites/ids')));
    await expect.poll(idsLoaded, { timeout: 15_000 }).toBe(true);
  },
  act: async (page) => {
    const toggle = firstFavouriteToggle(page);
    const before = await toggle.getAttribute('aria-label');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-label', before ?? '');
  },
};
