import { pathToFileURL } from 'node:url';
import { net, protocol, type Session } from 'electron';
import { APP_SCHEME, routeAppRequest } from '../core/app-protocol';
import { contentSecurityPolicy, inlineScriptHashes } from '../core/content-security-policy';

/** Must run before `app` is ready: the scheme behaves like https (storage, fetch, CORS, secure context). */
export function registerAppSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, stream: true },
    },
  ]);
}

/** Serves the renderer bundle from `rendererDir` and proxies platform API paths to `apiOrigin`. */
export function handleAppScheme(session: Session, rendererDir: string, apiOrigin: string): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const route = routeAppRequest(request.url, rendererDir, apiOrigin);
    if (route.kind === 'reject') return new Response(null, { status: route.status });
    if (route.kind === 'api') {
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      return net.fetch(route.url, {
        method: request.method,
        headers: request.headers,
        body: hasBody ? request.body : null,
        duplex: 'half',
        redirect: 'manual',
      } as RequestInit);
    }
    const response = await net.fetch(pathToFileURL(route.filePath).toString());
    if (!route.filePath.endsWith('.html') || !response.ok) return response;
    const html = await response.text();
    return new Response(html, {
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) }),
      },
    });
  });
}
