import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags Chromium needs on these machines (no sandbox for root, no GPU, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable'];
/** Debian's chromium-headless-shell: the same Blink without the browser's own UI. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the end-to-end tests: CHROME_PATH, else the headless shell, else findChromium().
 * The full browser in headless mode still starts a renderer for its own toolbar (top-chrome WebUI)
 * with every window, about a third of the suite's CPU on this 2-core machine; the shell renders
 * pages with the same engine without it (Playwright's own default for headless runs).
 */
export function findTestChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH?.trim()) return findChromium(env);
  return isExecutable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : findChromium(env);
}

/** CHROME_PATH, then a system Chromium, then Playwright's own download; undefined when none exists. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined;
  const system = SYSTEM_PATHS.find(isExecutable);
  if (system) return system;
  const bundled = playwrightChromium();
  return bundled && isExecutable(bundled) ? bundled : undefined;
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
