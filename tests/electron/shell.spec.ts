import { expect, test } from '@playwright/test';
import { NO_ELECTRON_REASON } from '../../scripts/lib/electron-binary';
import type { DesktopApi } from '../../src/preload/api';
import { electronBinary, launchDesktop, type RendererGlobal } from './launch';

// Titles carry the reason too, so every reporter shows why the suite did not run here.
const suite = electronBinary ? 'desktop shell (foundation)' : `desktop shell (foundation) [${NO_ELECTRON_REASON}]`;

test.describe(suite, () => {
  test.skip(!electronBinary, NO_ELECTRON_REASON);

  test('opens the app window on the app:// origin with the home page', async ({ baseURL }) => {
    const app = await launchDesktop(baseURL);
    try {
      const page = await app.firstWindow();
      await page.waitForLoadState('domcontentloaded');
      expect(new URL(page.url()).protocol).toBe('app:');
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.locator('#root')).not.toBeEmpty();
    } finally {
      await app.close();
    }
  });

  test('exposes only the narrow window.desktop API and no Node to the renderer', async ({ baseURL }) => {
    const app = await launchDesktop(baseURL);
    try {
      const page = await app.firstWindow();
      await page.waitForLoadState('domcontentloaded');
      const shape = await page.evaluate(() => {
        const renderer = globalThis as unknown as RendererGlobal;
        const api = renderer.desktop;
        return {
          keys: api ? Object.keys(api).sort() : [],
          settings: api ? Object.keys(api.settings).sort() : [],
          mirror: api ? Object.keys(api.mirror).sort() : [],
          windows: api ? Object.keys(api.windows).sort() : [],
          kiosk: api ? Object.keys(api.kiosk).sort() : [],
          require: typeof renderer.require,
          process: typeof renderer.process,
        };
      });
      expect(shape).toEqual({
        keys: ['kind', 'kiosk', 'mirror', 'settings', 'windows'],
        settings: ['get', 'setLanguage'],
        mirror: ['get', 'onChange', 'retry'],
        windows: ['openCustomerService', 'openExternal', 'openGame'],
        kiosk: ['endSession', 'onIdle'],
        require: 'undefined',
        process: 'undefined',
      });
    } finally {
      await app.close();
    }
  });

  test('keeps the language set through the preload across a restart', async ({ baseURL }) => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-desktop-'));
    const first = await launchDesktop(baseURL, userData);
    const page = await first.firstWindow();
    const saved = await page.evaluate(async () => {
      const api = (globalThis as unknown as { desktop: DesktopApi }).desktop;
      return (await api.settings.setLanguage('EN')).language;
    });
    expect(saved).toBe('EN');
    await first.close();

    const second = await launchDesktop(baseURL, userData);
    try {
      const again = await second.firstWindow();
      const language = await again.evaluate(async () => {
        const api = (globalThis as unknown as { desktop: DesktopApi }).desktop;
        return (await api.settings.get()).language;
      });
      expect(language).toBe('EN');
    } finally {
      await second.close();
    }
  });

  test('refuses invalid arguments from the renderer', async ({ baseURL }) => {
    const app = await launchDesktop(baseURL);
    try {
      const page = await app.firstWindow();
      const error = await page.evaluate(async () => {
        const api = (globalThis as unknown as { desktop: DesktopApi }).desktop;
        return api.windows.openCustomerService('javascript:alert(1)').then(
          () => 'accepted',
          (e: unknown) => String(e),
        );
      });
      expect(error).toContain('invalid_argument');
      expect(app.windows()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
