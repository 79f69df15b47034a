import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Runs a TypeScript load script in a worker thread (so the load does not share the server's event
 * loop) and answers the one message it posts. The worker registers tsx, with the server's path
 * aliases, before loading the script.
 */
export function runTsWorker<T>(script: URL, workerData: unknown, what: string): Promise<T> {
  const tsconfig = path.resolve(import.meta.dirname, '../../tsconfig.node.json');
  const boot = `import('tsx/esm/api').then((api) => { api.register({ tsconfig: ${JSON.stringify(tsconfig)} }); return import(${JSON.stringify(script.href)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData });
    worker.once('message', (result: T) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`bench: the ${what} worker exited (${code}) without a result`)));
  });
}
