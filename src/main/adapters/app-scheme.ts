import { pathToFileURL } from 'node:url';
import { net, protocol, type Session } from 'electron';
import { APP_SCHEME, routeAppRequest } from '../core/app-protocol';
import { appPolicy, inlineHashes, PERMISSIONS_POLICY, serializePolicy } from '@shared/content-security-policy';

/** Must run before `app` is ready: the scheme behaves like https (storage, fetch, CORS, secure context). */
export function registerAppSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, stream: true },
    },
  ]);
}

export interface AppSchemeConfig {
  rendererDir: string;
  /** Sends an API path (with its query) to the active mirror (core/api-proxy.ts). */
  proxy: (path: string, request: Request) => Promise<Response>;
  /** The mirror origins, listed in the page's connect-src. */
  mirrorOrigins: () => readonly string[];
}

/** Serves the renderer bundle and hands platform API paths to the mirror proxy. */
export function handleAppScheme(session: Session, config: AppSchemeConfig): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const route = routeAppRequest(request.url, config.rendererDir);
    if (route.kind === 'reject') return new Response(null, { status: route.status });
    if (route.kind === 'api') return config.proxy(route.path, request);
    const response = await net.fetch(pathToFileURL(route.filePath).toString());
    if (!route.filePath.endsWith('.html') || !response.ok) return response;
    const html = await response.text();
    return new Response(html, {
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // The same policy the platform server gives the web build (src/shared/content-security-policy.ts).
        'Content-Security-Policy': serializePolicy(appPolicy({ ...(await inlineHashes(html)), connectOrigins: config.mirrorOrigins() })),
        'Permissions-Policy': PERMISSIONS_POLICY,
      },
    });
  });
}
