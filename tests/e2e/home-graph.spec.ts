import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Home downloads no code that only the agent centre, the personal centre (issue 18) or the operator
 * console (issue 22) needs: every
 * script home loads, for a visitor and for a signed-in player, is mapped to its source files through
 * the chunk graph the web build writes (vite.web.config.ts, dist/web-chunks.json beside dist/web), and none of them
 * may belong to those centres. A new feature that leaks into home's graph (a static import from the
 * shell, a chunk the bundler shares with a centre page) fails here.
 */

// The graph lies beside the build the server serves (WEB_DIST, as in playwright.config.ts).
const GRAPH = `${(process.env.WEB_DIST ?? fileURLToPath(new URL('../../dist/web', import.meta.url))).replace(/[\\/]+$/u, '')}-chunks.json`;

/** Source files of the agent centre, the personal centre (member centre, records) and the operator console. */
const CENTRE_ONLY = [
  /^src\/renderer\/features\/console\//u,
  /^src\/renderer\/app\/routes\/console/u,
  /^src\/renderer\/app\/i18n\/console-/u,
  /^src\/renderer\/features\/agent\//u,
  /^src\/renderer\/features\/records\//u,
  /^src\/renderer\/features\/member\//u,
  /^src\/renderer\/app\/layouts\/agent-layout/u,
  /^src\/renderer\/app\/routes\/(agent-centre|agent-login|member-centre)/u,
];

/** Centre files the player's shell shows on every page: the side menu's member shortcuts and their words. */
const SHELL_USES = new Set([
  'src/renderer/features/member/components/member-shortcuts.tsx',
  ...['en', 'cn', 'th'].map((lang) => `src/renderer/features/member/i18n/${lang}.ts`),
]);

interface Chunk {
  modules: string[];
}

function graph(): Record<string, Chunk> {
  return JSON.parse(readFileSync(GRAPH, 'utf8')) as Record<string, Chunk>;
}

/** The built scripts the page requests from the first byte until the network settles. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  });
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

function centreModules(scripts: string[]): string[] {
  const chunks = graph();
  return scripts.flatMap((file) => {
    const chunk = chunks[file];
    expect(chunk, `${file} is in the build's chunk graph`).toBeDefined();
    return (chunk?.modules ?? []).filter((module) => CENTRE_ONLY.some((pattern) => pattern.test(module)) && !SHELL_USES.has(module));
  });
}

test.describe('home for a visitor', () => {
  test('downloads no agent-centre or personal-centre code', async ({ page }) => {
    const scripts = await scriptsOf(page, '/');
    expect(scripts.length).toBeGreaterThan(5);
    expect(centreModules(scripts)).toEqual([]);
  });

  test('the check sees centre code where it is loaded', async ({ page }) => {
    // The agent login page does load the agent layout: the mapping finds it.
    const scripts = await scriptsOf(page, '/agent');
    expect(centreModules(scripts)).toContain('src/renderer/app/layouts/agent-layout.tsx');
  });

  test('the check sees console code where it is loaded', async ({ page }) => {
    const scripts = await scriptsOf(page, '/console/login');
    expect(centreModules(scripts)).toContain('src/renderer/features/console/components/console-routes.tsx');
  });
});

test.describe('home for a signed-in player', () => {
  test.use({ session: 'member' });

  test('downloads no agent-centre or personal-centre code either', async ({ page }) => {
    expect(centreModules(await scriptsOf(page, '/'))).toEqual([]);
  });
});
