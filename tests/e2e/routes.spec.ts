import { AGENT_PAGES, MEMBER_PAGES, ROUTES, type RouteDef } from '../../src/shared/routes';
import { DEMO_PLAYER, apiLogin } from './support/accounts';
import { expect, test } from './support/fixtures';
import { concretePath, expectLayout, pathname, preparing, sideMenu } from './support/layout';

/** Every path of spec section 2, with its layout and guard, straight from the shared route table. */

/** The lobby headings (English category names). */
const LOBBY_TITLES: Record<string, string> = {
  SPORTS: 'Sports',
  ESPORTS: 'E-Sports',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
  LIVE: 'Live Casino',
  FISH: 'Fishing',
  RNG: 'Slots',
  PVP: 'Card Games',
  COCKFIGHT: 'Cockfight',
};

const pathOf = (route: RouteDef) =>
  concretePath(route.path, route.page === 'agentCentre' ? AGENT_PAGES[0] : MEMBER_PAGES[0]);

/**
 * Each role's routes in one tab, one step per route: every path is still loaded from the address
 * bar (a full load, as a bookmark or a shared link would), but the tab, its sign-in and the
 * fixture's checks are paid once per role instead of once per route. A load waits for the document
 * only: the assertions wait for what each route must show, not for every banner image.
 */
test('a visitor (no session token): every route', async ({ page }) => {
  test.setTimeout(ROUTES.length * 5_000);
  for (const route of ROUTES) {
    const path = pathOf(route);
    await test.step(`${path} → ${route.auth === 'member' ? '/login' : route.auth === 'agent' ? '/agent' : `${route.layout} layout`}`, async () => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      if (route.auth === 'member') {
        // → /login, which opens the login popup over home and goes back to /.
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
        await expectLayout(page, { layout: 'main' });
        return;
      }
      if (route.auth === 'agent') {
        await expect(page).toHaveURL(/\/agent$/);
        await expectLayout(page, { layout: 'agent' });
        await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
        return;
      }
      expect(pathname(page)).toBe(path);
      await expectLayout(page, route);
      if (route.page === 'home') {
        await expect(page.getByRole('navigation', { name: 'Browse by category' })).toBeVisible();
      } else if (route.page === 'mirrors') {
        await expect(page.getByRole('heading', { name: 'Official Mirror List' })).toBeVisible();
      } else if (route.page === 'agentLogin') {
        await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
        await expect(page.getByRole('main').getByRole('button', { name: 'Login' })).toBeVisible();
      } else if (route.page === 'gameCentre' || route.page === 'gameList') {
        await expect(page.getByRole('heading', { name: LOBBY_TITLES[route.category ?? 'HOME'], level: 1 })).toBeVisible();
        await expect(page.getByRole('main').getByRole('button', { name: /^(Play now|Start)[: ]/ }).first()).toBeVisible();
      } else if (route.page === 'seamless') {
        // Open to visitors (free trial); without a game in the address it says so.
        await expect(page.getByRole('status').filter({ hasText: 'No game was chosen. Pick one in a lobby.' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
      } else if (route.page === 'promotions') {
        await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
        await expect(preparing(page)).toHaveCount(0);
      } else {
        await expect(preparing(page)).toBeVisible();
      }
    });
  }
});

test.describe('a member (session token)', () => {
  test.use({ session: 'member' });
  test('every member route renders in its layout', async ({ page }) => {
    const routes = ROUTES.filter((r) => r.auth === 'member');
    test.setTimeout(routes.length * 10_000);
    for (const route of routes) {
      const path = pathOf(route);
      await test.step(`${path} renders in the ${route.layout} layout${route.footer === false ? ' without footer' : ''}`, async () => {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect(pathname(page)).toBe(path);
        await expectLayout(page, route);
        if (route.page === 'memberCentre') {
          await expect(page.getByRole('heading', { name: 'Security centre', level: 1 })).toBeVisible();
        } else if (route.page === 'accountGames') {
          const name = route.category === 'FAV' ? 'Favourite games' : 'Recent games';
          await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
        } else if (route.page === 'lottery') {
          // The lottery vendor's pages on the route's game, played in the page.
          const game = page.getByRole('main').getByRole('region', { name: /^Game: / });
          await expect(game.locator('iframe')).toHaveAttribute('src', /^\/lotto-vendor\/(LOTT|TCG_LOTTO_VN)\/play\?.*token=/u);
          await expect(game.locator('iframe').contentFrame().getByRole('tab', { name: 'Results', exact: true })).toBeVisible();
          await expect(preparing(page)).toHaveCount(0);
        } else {
          await expect(preparing(page)).toBeVisible();
        }
      });
    }
  });

  test('agent routes still send a non-agent to /agent', async ({ page }) => {
    await page.goto('/agentHome');
    await expect(page).toHaveURL(/\/agent$/);
  });

  test('the member centre shows its page navigation, default securityCenter', async ({ page }) => {
    await page.goto('/member');
    const nav = page.getByRole('main').getByRole('navigation', { name: 'Personal centre' });
    await expect(nav.getByRole('link')).toHaveCount(MEMBER_PAGES.length);
    await expect(nav.getByRole('link', { name: 'Security centre' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Security centre' })).toBeVisible();
    await nav.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/member\/messageV2$/);
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  });
});

test.describe('an agent', () => {
  test.use({ session: 'agent' });
  test('every agent route renders the agent centre', async ({ page }) => {
    for (const route of ROUTES.filter((r) => r.auth === 'agent')) {
      const path = pathOf(route);
      await test.step(`${path} renders the agent centre`, async () => {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect(pathname(page)).toBe(path);
        await expectLayout(page, route);
        const nav = page.getByRole('navigation', { name: 'Agent centre' });
        // Every agent page (the seeded merchant has every contract kind on), deposit, withdraw and messages.
        await expect(nav.getByRole('link')).toHaveCount(AGENT_PAGES.length + 3);
        await expect(nav.getByRole('button', { name: 'Customer service' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('heading', { name: 'Team overview', level: 1 })).toBeVisible();
        await expect(preparing(page)).toHaveCount(0);
      });
    }
  });

  test('the agent clock shows the merchant time with its GMT offset and ticks', async ({ page }) => {
    await page.goto('/agentHome');
    const clock = page.getByRole('timer', { name: 'Current time' });
    await expect(clock).toHaveAttribute('aria-live', 'off');
    await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT\+7$/u);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
    await expect(page.getByRole('banner', { name: 'Agent centre' }).getByText('Support hours: Mon–Fri 12:00–21:00 (GMT+7)')).toBeVisible();
  });
});

test('an unknown path shows the translated not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Browse by category' })).toBeVisible();
});

test('a token in the address is kept for the session and removed from the address bar', async ({ page }) => {
  const { token } = await apiLogin(page.request, DEMO_PLAYER.account, DEMO_PLAYER.password);
  await page.goto(`/member/withdraw?token=${token}&x=1`);
  await expect(page.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?x=1');
  expect(page.url()).not.toContain(token);
  expect(await page.evaluate('sessionStorage.getItem("token")')).toBe(token);
  await expect(page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a stale token in the address is dropped and the login popup opens', async ({ page }) => {
  await page.goto('/member/withdraw?token=not-a-live-session-token');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  expect(page.url()).not.toContain('not-a-live');
  await expect.poll(() => page.evaluate('sessionStorage.getItem("token")')).toBeNull();
});

test('navigation scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Official mirror list' })).toBeVisible();
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expect.poll(() => page.evaluate('window.scrollY')).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Official mirror list' }).click();
  await expect(page.getByRole('heading', { name: 'Official Mirror List' })).toBeVisible();
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
  await expect(page.locator('#boot-loader')).toBeHidden();
});

test('a page chunk that fails to load shows a translated error with a retry', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Browse by category' })).toBeVisible();
  await page.route(/\/assets\/mirrors-[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Official mirror list' }).click();
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.unroute(/\/assets\/mirrors-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Official Mirror List' })).toBeVisible();
});
