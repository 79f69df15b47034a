import { expect, type Page } from '@playwright/test';
import type { RouteDef } from '../../../src/shared/routes';

export const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });
export const siteHeader = (page: Page) => page.getByRole('banner', { name: 'Site header' });
export const agentHeader = (page: Page) => page.getByRole('banner', { name: 'Agent centre' });
export const footer = (page: Page) => page.getByRole('contentinfo');
export const preparing = (page: Page) => page.getByText('This section is being prepared').first();

/** Asserts the layout of ROUTES (desktop width, English). */
export async function expectLayout(page: Page, route: Pick<RouteDef, 'layout' | 'footer'>): Promise<void> {
  if (route.layout === 'agent') {
    await expect(agentHeader(page)).toBeVisible();
    await expect(agentHeader(page).getByText('Support hours: Mon–Fri 12:00–21:00')).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Current time' })).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d GMT[+-]\d{1,2}(:\d\d)?$/u);
    await expect(siteHeader(page)).toHaveCount(0);
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
    return;
  }
  await expect(siteHeader(page)).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  if (route.layout === 'main') {
    await expect(sideMenu(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
  } else {
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(route.footer === false ? 0 : 1);
  }
}

/** A concrete address for a route pattern (`:page` gets the centre's default page). */
export function concretePath(path: string, defaultPage: string): string {
  return path.replace(':page', defaultPage);
}

/** The page's pathname as the browser shows it. */
export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Every theme at a phone's and a desktop's width: the screens a page is checked on. */
export const THEMED_SCREENS = (['light', 'dark'] as const).flatMap((theme) =>
  (
    [
      ['phone', { width: 360, height: 740 }],
      ['desktop', { width: 1920, height: 1080 }],
    ] as const
  ).map(([label, viewport]) => ({ theme, label, viewport })),
);

/** How far the page scrolls sideways (0 or less: it fits its width). */
export const overflowX = (page: Page) => page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
