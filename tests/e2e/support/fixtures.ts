import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { ConsolidatedFunds } from '../../../src/shared/api/records';
import { DEMO_AGENT, DEMO_PLAYER, apiLogin } from './accounts';
import { startWorkerServer } from './worker-server';

export type Session = 'visitor' | 'member' | 'agent';

/**
 * What Chromium logs when the content security policy (src/shared/content-security-policy.ts)
 * blocks something, or when the Permissions-Policy header names a feature it does not know.
 */
export function isPolicyViolation(text: string): boolean {
  return /violates the following Content Security Policy directive|Error with Permissions-Policy header/iu.test(text);
}

/** Collects policy violations logged by a page, its frames and every window it opens. */
function watchPolicyViolations(page: Page): string[] {
  const found: string[] = [];
  const watch = (p: Page) => p.on('console', (message) => {
    if (isPolicyViolation(message.text())) found.push(`${p.url()}: ${message.text()}`);
  });
  watch(page);
  page.context().on('page', watch);
  return found;
}

/**
 * The contract requests already waiting for the demo agent (the seed leaves one open), in the form
 * the contract modal remembers what it showed (src/renderer/lib/contract-requests-seen.ts): planted
 * as shown, so journeys about other pages start without the modal over them. Requests a test makes
 * itself are new, and bring the modal up (agent-contracts.spec.ts).
 */
async function shownRequests(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/wps/member/info/funds/consolidated', { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { success: boolean; value?: ConsolidatedFunds };
  return JSON.stringify((body.value?.contractRequests ?? []).map((r) => `${r.kind}:${r.requestType}:${r.contractId}`));
}

interface Options {
  /** Language stored before the first page load; null leaves storage untouched. */
  lang: 'EN' | 'CN' | 'TH' | null;
  /** member / agent: a real sign-in of a demo account through the API, its token planted before the app starts. */
  session: Session;
  /**
   * Home's announcement popups (a dialog over home): off by default, by their session-storage closed
   * flags planted before the app starts, so journeys that open home find nothing over the page.
   * announcement-popups.spec.ts turns them on.
   */
  popups: boolean;
}

interface WorkerFixtures {
  /** This worker's own API server and database (see worker-server.ts). */
  serverUrl: string;
}

/** Home's announcement popups closed for the session, as a visitor's or member's close leaves them. */
const POPUPS_CLOSED = `sessionStorage.setItem('USER_POPUP', '1'); sessionStorage.setItem('ANONYMOUS_POPUP', '1');`;

/** A second browser context (another person: a player beside the operator) with home's popups closed, like the fixture's page. */
export async function quietContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript({ content: POPUPS_CLOSED });
  return context;
}

export const test = base.extend<Options, WorkerFixtures>({
  lang: ['EN', { option: true }],
  session: ['visitor', { option: true }],
  popups: [false, { option: true }],
  serverUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  // Pages and API requests of this worker go to its own server.
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
  page: async ({ page, lang, session, popups }, use) => {
    const lines: string[] = [];
    if (!popups) lines.push(POPUPS_CLOSED);
    // Only on the first load of the tab, so a test can still change the stored language and reload.
    if (lang) lines.push(`if (!sessionStorage.getItem('e2e-seeded')) localStorage.setItem('lang', ${JSON.stringify(lang)});`);
    if (session !== 'visitor') {
      const demo = session === 'agent' ? DEMO_AGENT : DEMO_PLAYER;
      const { token } = await apiLogin(page.request, demo.account, demo.password);
      lines.push(`if (!sessionStorage.getItem('e2e-seeded')) sessionStorage.setItem('token', ${JSON.stringify(token)});`);
      if (session === 'agent') {
        lines.push(`if (!sessionStorage.getItem('e2e-seeded')) sessionStorage.setItem('isAgent', 'true');`);
        lines.push(`if (!sessionStorage.getItem('e2e-seeded')) sessionStorage.setItem('contractRequestsSeen', ${JSON.stringify(await shownRequests(page.request, token))});`);
      }
    }
    lines.push(`sessionStorage.setItem('e2e-seeded', '1');`);
    await page.addInitScript({ content: lines.join('\n') });
    // Every journey doubles as a check that the app works under its security headers.
    const violations = watchPolicyViolations(page);
    await use(page);
    expect(violations, 'no content security policy violation').toEqual([]);
  },
});

export { expect };
