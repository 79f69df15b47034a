import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots for people to look at (the layout of a screen in a theme, a language, a width). They
 * assert nothing, and encoding a full page costs the run time, so they are written only when
 * E2E_SHOTS_DIR names a folder: `E2E_SHOTS_DIR=/tmp/shots npx playwright test ...`. The checks
 * beside each call (headings, overflow, boxes) run either way.
 */
export async function keepShot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const file = path.join(dir, `${name.replace(/[^\w.-]+/gu, '-')}.png`);
  await ('goto' in target ? target.screenshot({ path: file, ...options }) : target.screenshot({ path: file }));
}
