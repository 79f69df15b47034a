import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Forwarder {
  origin: string;
  /** Requests it forwarded so far. */
  hits(): number;
  /** Stops listening and cuts open connections: the mirror is dead (connection refused). */
  close(): Promise<void>;
}

/**
 * A mirror in front of the API server Playwright started: a plain HTTP forwarder on its own
 * loopback port. Two of them are two mirrors of one platform, and closing one kills that mirror.
 */
export async function startForwarder(target: string): Promise<Forwarder> {
  const upstream = new URL(target);
  let hits = 0;
  const server = http.createServer((request, response) => {
    hits += 1;
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: { ...request.headers, host: upstream.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
