import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake mirror answers: as a healthy platform, as a dead gateway, as the platform in maintenance, or slowly. */
export type MirrorMode = 'healthy' | 'gateway503' | 'maintenance503' | 'slow';

export interface MirrorServer {
  origin: string;
  /** Requests seen (method and URL), for assertions. */
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
  mode: MirrorMode;
  /** Delay of the `slow` mode. */
  delayMs: number;
  /** The value /wps/system/domainRoute answers with. */
  route: unknown;
  close(): Promise<void>;
}

/**
 * A mirror on loopback, real HTTP, for the pool and proxy tests. /healthz and every API path answer
 * according to `mode`; API answers echo the mirror's name so tests see where a call went.
 */
export async function startMirrorServer(name: string): Promise<MirrorServer> {
  const state: Omit<MirrorServer, 'origin' | 'close'> = { requests: [], mode: 'healthy', delayMs: 10_000, route: null };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      state.requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer = () => respond(response, state, name, request.url ?? '', body);
      if (state.mode === 'slow') setTimeout(answer, state.delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const mirror = state as MirrorServer;
  mirror.origin = `http://127.0.0.1:${port}`;
  mirror.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return mirror;
}

function respond(response: http.ServerResponse, state: Pick<MirrorServer, 'mode' | 'route'>, name: string, url: string, body: string): void {
  const { mode } = state;
  if (response.destroyed) return;
  if (mode === 'gateway503') {
    response.writeHead(503, { 'Content-Type': 'text/html' }).end('<h1>503 Service Unavailable</h1>');
    return;
  }
  if (mode === 'maintenance503') {
    response.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: false, code: 'info_maintenance' }));
    return;
  }
  if (url === '/wps/system/domainRoute') {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true, value: state.route }));
    return;
  }
  const value = url === '/healthz' ? { status: 'ok' } : { mirror: name, url, body };
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(url === '/healthz' ? value : { success: true, value }));
}

/** An origin on loopback where nothing listens (connection refused). */
export async function refusedOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
