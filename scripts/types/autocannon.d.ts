/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Worker threads generating the load (off the servers' event loop). */
    workers?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Replaces `[<id>]` in the request (headers and body) with a unique id per request. */
    idReplacement?: boolean;
    /** Requests to complete instead of running for `duration`. */
    amount?: number;
    /** Seconds a request may take before it counts as a timeout (default 10). */
    timeout?: number;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export type { Result };
  export default autocannon;
}
