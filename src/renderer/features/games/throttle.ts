/**
 * A gate that opens at most once per `ms`: the favourite toggle makes at most one call per second
 * (spec section 4). Presses inside the window are ignored, list and server stay in step.
 */
export function createThrottle(ms: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}
