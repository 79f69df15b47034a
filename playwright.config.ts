import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/lib/chromium';
import { findElectronBinary } from './scripts/lib/electron-binary';
import { freePort } from './scripts/lib/free-port';

/**
 * Two projects: `web` drives the built web app in a real Chromium against the real API server;
 * `electron` drives the built desktop app and skips itself where no Electron binary exists.
 *
 * Each `web` worker starts an API server of its own over a database of its own (the serverUrl
 * fixture in tests/e2e/support/fixtures.ts), so specs run in parallel even where one changes
 * server-wide settings. The `electron` project uses one server for the run: it gets a free port and
 * a fresh database directory, chosen once by the runner and handed to the workers through the
 * environment (workers re-evaluate this file).
 */
const root = import.meta.dirname;
process.env.E2E_PORT ??= String(await freePort(Number(process.env.E2E_BASE_PORT ?? 8181)));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

// Only the electron project uses the run's server, and only where an Electron binary exists.
const projectArgs = process.argv.join(' ').match(/--project[= ](\S+)/gu) ?? [];
const runsElectron = projectArgs.length === 0 || projectArgs.some((arg) => arg.endsWith('electron'));
const needsServer = runsElectron && Boolean(findElectronBinary());

export default defineConfig({
  // Per port, so two runs in one checkout (free port each) never clean each other's artefacts.
  outputDir: path.join(root, 'test-results', `port-${port}`),
  // A file's tests run in order in one worker; files are spread over the workers.
  fullyParallel: false,
  forbidOnly: true,
  // Two workers (one per core here), each with its own server: E2E_WORKERS overrides.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: ci ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(ci ? [['html', { open: 'never' }] as const] : []),
    // npm test reads the spec durations from here for its "slowest specs" list.
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
  },
  webServer: needsServer ? {
    command: 'node_modules/.bin/tsx --tsconfig tsconfig.node.json src/server/server.ts',
    cwd: root,
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // A helper or a second checkout may build elsewhere: vite build -c vite.web.config.ts --outDir DIR.
      WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'dist/web'),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  } : undefined,
  projects: [
    {
      name: 'web',
      testDir: './tests/e2e',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'electron',
      testDir: './tests/electron',
      // One app instance at a time: the shell holds a single-instance lock.
      fullyParallel: false,
      workers: 1,
    },
  ],
});
