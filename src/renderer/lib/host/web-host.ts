import { LIMITS } from '@shared/constants';
import type { GameWindow, Host } from './host';

function openGameWindow(): GameWindow | null {
  // No 'noopener' here: with it the browser returns null and the window could not be pointed at
  // the game once the launch answers. The opener link is cut by hand instead.
  const opened = window.open('about:blank', '_blank');
  if (!opened) return null;
  opened.opener = null;
  return {
    show(url) {
      opened.location.replace(new URL(url, window.location.href).href);
    },
    close() {
      opened.close();
    },
  };
}

export const webHost: Host = {
  kind: 'web',
  openCustomerService(url) {
    const { width, height } = LIMITS.customerServiceWindow;
    window.open(url, 'customer-service', `width=${width},height=${height},noopener,noreferrer`);
  },
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  openGameWindow,
  // The browser's localStorage (lib/i18n) is the only place a language is kept on the web.
  savedLanguage: () => Promise.resolve(null),
  saveLanguage: () => undefined,
  connection: null,
  kiosk: null,
};
