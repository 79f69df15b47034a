import path from 'node:path';

/**
 * The renderer is served from the bundle over a privileged custom scheme (`app://app/...`) instead of
 * `file://`, so routing and storage keep one stable origin whatever platform mirror is active.
 * Platform API paths on that origin are proxied by main to the active mirror (./api-proxy.ts), so
 * the renderer's relative API calls work the same in the web build and the desktop client.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

/** Path prefixes that belong to the platform API rather than the bundle. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/img/', '/dev/', '/docs', '/healthz'] as const;

export type AppRequestRoute =
  | { kind: 'file'; filePath: string }
  | { kind: 'api'; path: string }
  | { kind: 'reject'; status: number };

/**
 * Decides what a request on the app scheme serves: a file of the bundle (paths without an extension
 * fall back to index.html so client-side routes load), an API path to proxy, or a rejection. Paths
 * that escape `rootDir` are rejected.
 */
export function routeAppRequest(requestUrl: string, rootDir: string): AppRequestRoute {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'reject', status: 400 };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { kind: 'reject', status: 403 };
  const pathname = decodePath(url.pathname);
  if (pathname === undefined) return { kind: 'reject', status: 400 };
  if (API_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/u, '') || pathname.startsWith(prefix))) {
    // Always starts with one of the prefixes, so the proxy can put the mirror's origin before it.
    return { kind: 'api', path: `${url.pathname}${url.search}` };
  }
  const relative = path.extname(pathname) === '' ? 'index.html' : pathname.replace(/^\/+/u, '');
  const root = path.resolve(rootDir);
  const filePath = path.resolve(root, relative);
  if (filePath !== root && !filePath.startsWith(root + path.sep)) return { kind: 'reject', status: 403 };
  return { kind: 'file', filePath };
}

function decodePath(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}
