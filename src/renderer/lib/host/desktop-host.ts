import type { DesktopApi, Host } from './host';
import { webHost } from './web-host';

export function desktopHost(desktop: DesktopApi): Host {
  return {
    kind: 'desktop',
    openCustomerService(url) {
      void desktop.windows.openCustomerService(url);
    },
    // The shell routes window.open to the system browser, as on the web.
    openExternal: webHost.openExternal,
  };
}
