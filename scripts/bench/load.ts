import autocannon, { type Result } from 'autocannon';

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
  method?: string;
  body?: string;
  idReplacement?: boolean;
  /**
   * A fixed number of requests instead of the duration, waited for however long they take: for
   * calls so slow that a duration would leave requests running into the next case. The warm-up is
   * then one request per connection.
   */
  requests?: number;
}

/** How long a counted request may take before it counts as an error. */
const COUNTED_TIMEOUT_SECONDS = 600;

/**
 * A short warm-up (JIT, caches, pools), then the measured run. The load comes from a worker thread so
 * the client does not share the event loop of the servers it measures.
 */
export async function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  // Only set what the case sets: an explicit undefined would override autocannon's defaults.
  const extra = Object.fromEntries(Object.entries({ method: options.method, body: options.body, idReplacement: options.idReplacement }).filter(([, v]) => v !== undefined));
  const base = { url, connections: options.connections, headers: options.headers, workers: 1, ...extra };
  const { requests } = options;
  if (requests !== undefined) {
    const counted = { ...base, timeout: COUNTED_TIMEOUT_SECONDS };
    await autocannon({ ...counted, amount: options.connections });
    return resultOf(await autocannon({ ...counted, amount: requests }));
  }
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  return resultOf(await autocannon({ ...base, duration: options.durationSeconds }));
}

function resultOf(result: Result): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
