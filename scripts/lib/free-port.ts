import net from 'node:net';

/** The first port from `start` that can be bound on `host` (tries 50 ports, then any free port). */
export async function freePort(start: number, host = '127.0.0.1'): Promise<number> {
  for (let port = start; port < start + 50; port += 1) {
    if (await canListen(port, host)) return port;
  }
  return listenAnywhere(host);
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

function listenAnywhere(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
