/**
 * The narrow API the desktop shell gives the renderer as `window.desktop`: one function per IPC
 * message, grouped by domain. This module is pure (no `electron` import) so it can be tested against
 * a fake IPC and so the renderer can derive the type with `import type { DesktopApi }`.
 * Channel names match src/main/core/ipc.ts (kept in step by tests/unit/ipc-contract.test.ts).
 */
import type { Language } from '@shared/constants';

export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

export interface DesktopSettings {
  merchantCode: string;
  language: Language;
  kiosk: boolean;
}

export function createDesktopApi(invoke: Invoke) {
  return {
    /** Lets the renderer tell the desktop client from the web build. */
    kind: 'desktop' as const,
    settings: {
      get: () => invoke('settings:get') as Promise<DesktopSettings>,
      setLanguage: (language: Language) => invoke('settings:set-language', language) as Promise<DesktopSettings>,
    },
    windows: {
      openCustomerService: (url: string) => invoke('windows:open-customer-service', url) as Promise<void>,
    },
  };
}

export type DesktopApi = ReturnType<typeof createDesktopApi>;
