import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
}

/**
 * A short warm-up (JIT, caches, pools), then the measured run. The load comes from a worker thread so
 * the client does not share the event loop of the servers it measures.
 */
export async function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  const base = { url, connections: options.connections, headers: options.headers, workers: 1 };
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  const result = await autocannon({ ...base, duration: options.durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
