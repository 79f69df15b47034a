import type { DesktopApi, GameWindow, Host } from './host';

/** Main refused or could not do it (no mirror, a kiosk): the page stays as it is. */
function report(action: string) {
  return (error: unknown) => console.warn(`desktop: ${action} refused`, error);
}

/**
 * Games open in a window main creates (sandboxed, no preload, a partition of its own) once the
 * launch answers; there is no pop-up blocker to beat, so nothing opens before the URL is known.
 */
function openGameWindow(desktop: DesktopApi): GameWindow {
  let closed = false;
  return {
    show(url) {
      if (!closed) void desktop.windows.openGame(url).catch(report('game window'));
    },
    close() {
      closed = true;
    },
  };
}

export function desktopHost(desktop: DesktopApi): Host {
  const openExternal = (url: string) => void desktop.windows.openExternal(url).catch(report('external link'));
  return {
    kind: 'desktop',
    openCustomerService(url) {
      // Chat pages open in the 440x750 support window; e-mail and phone entries in their own application.
      if (/^https?:/iu.test(url)) void desktop.windows.openCustomerService(url).catch(report('customer service'));
      else openExternal(url);
    },
    openExternal,
    openGameWindow: () => openGameWindow(desktop),
    savedLanguage: () => desktop.settings.get().then(
      (settings) => settings.language,
      () => null,
    ),
    saveLanguage(language) {
      void desktop.settings.setLanguage(language).catch(report('language'));
    },
    connection: { current: () => desktop.mirror.get(), retry: () => desktop.mirror.retry(), watch: (listener) => desktop.mirror.onChange(listener) },
    kiosk: { watchIdle: (listener) => desktop.kiosk.onIdle(listener), endSession: () => desktop.kiosk.endSession() },
  };
}
