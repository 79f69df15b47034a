import { desktopHost } from './desktop-host';
import type { DesktopApi, Host } from './host';
import { webHost } from './web-host';

function isDesktopApi(value: unknown): value is DesktopApi {
  if (typeof value !== 'object' || value === null) return false;
  const windows = (value as { windows?: unknown }).windows;
  return typeof windows === 'object' && windows !== null &&
    typeof (windows as { openCustomerService?: unknown }).openCustomerService === 'function';
}

let host: Host | null = null;

/** The desktop bridge when the preload exposed window.desktop, else the browser. */
export function getHost(): Host {
  if (!host) {
    const desktop: unknown = (window as Window & { desktop?: unknown }).desktop;
    host = isDesktopApi(desktop) ? desktopHost(desktop) : webHost;
  }
  return host;
}
