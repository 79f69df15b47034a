/** Runs `then` once the browser is idle (at most `timeout` ms from now); answers a cancel. */
export function whenIdle(then: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 200);
  return () => clearTimeout(id);
}
