import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_PLAYER } from './support/accounts';
import { expect, isPolicyViolation, quietContext, test } from './support/fixtures';
import { findInLobby, openGameWindow, slotGame, startGame } from './support/play';

/**
 * The app under its security headers (issue 18): the home page, a lobby, the login popup, the
 * deposit page and a demo game (in its own window and framed in /seamless) all work with the
 * content security policy on, and nothing is refused. Refusals are caught twice: Chromium's console
 * message (the shared fixture fails any test on one) and the page's `securitypolicyviolation`
 * events, in every frame and window.
 */

interface Violation {
  url: string;
  directive: string;
  blocked: string;
}

async function recordViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({ url: document.location.href, directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return violations;
}

/** Console messages of the page and its frames that report a refusal. */
function consoleViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (isPolicyViolation(message.text())) found.push(message.text());
  });
  return found;
}

test.describe('content security policy', () => {
  test('the shell is served with a hashed-script policy that forbids framing it', async ({ page }) => {
    const response = await page.goto('/');
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    // The inline scripts of index.html (the theme boot and the early chunks), each by its hash.
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/u);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/u);
    expect(csp).toContain("frame-ancestors 'none'");
    // The boot script ran (its hash matched): it set the theme before the app started.
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/u);
  });

  test('home, a lobby, login, the deposit page and a demo game raise no violation', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const violations = await recordViolations(context);
    const logged = consoleViolations(page);

    await page.goto('/');
    await expect(page.getByRole('banner', { name: 'Site header' })).toBeVisible();
    await page.goto('/rng');
    await expect(page.getByRole('search', { name: 'Search games' })).toBeVisible();

    const header = page.getByRole('banner', { name: 'Site header' });
    await header.getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO_PLAYER.account);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PLAYER.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login).toBeHidden();
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.goto('/member/depositv2');
    await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();

    // A demo game in its own window, then framed in the page (the app embeds the vendor).
    const slot = await slotGame(request);
    await findInLobby(page, '/rng', slot);
    const { game } = await openGameWindow(page, `Play now: ${slot.gameName}`);
    await startGame(game, 'Spin');
    await game.close();
    await page.goto(`/seamless?nodeId=${encodeURIComponent(slot.nodeId)}`);
    const frame = page.getByRole('region', { name: `Game: ${slot.gameName}` }).locator(`iframe[title="${slot.gameName}"]`);
    await startGame(frame.contentFrame(), 'Spin');

    expect(violations).toEqual([]);
    expect(logged).toEqual([]);
  });

  // The two tests below want a refusal, so they use a context of their own: the fixture's page
  // fails any test that logs one.
  test('a page of another origin cannot frame the app', async ({ browser, serverUrl }) => {
    const context = await quietContext(browser);
    try {
      const hostile = await context.newPage();
      // Another origin: the same port under another host name, answered by the test itself.
      const other = new URL(serverUrl);
      other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      await hostile.route(`${other.origin}/hostile.html`, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<iframe title="victim" src="${serverUrl}/member/depositv2"></iframe>` }),
      );
      await hostile.goto(`${other.origin}/hostile.html`);
      // Chromium swaps a frame refused by frame-ancestors for its error page.
      await expect.poll(() => hostile.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
      await expect(hostile.frameLocator('iframe[title="victim"]').getByRole('heading', { name: 'Deposit' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('an injected inline script is refused, and both detectors see it', async ({ browser, serverUrl }) => {
    const context = await quietContext(browser, { baseURL: serverUrl });
    try {
      const violations = await recordViolations(context);
      const page = await context.newPage();
      const logged = consoleViolations(page);
      await page.goto('/');
      // No language stored in this context: the header is named in the default language.
      await expect(page.getByRole('banner').first()).toBeVisible();
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true;';
        document.head.append(script);
        return (window as unknown as { injected?: boolean }).injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
      await expect.poll(() => logged.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
