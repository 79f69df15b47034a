/** Pure helpers of the disputed-withdrawals viewer. */

export const DISPUTES_TAB = 'disputes' as const;

/** The proof image's address under the API; fetched with the bearer header, never put in an img src. */
export function proofPath(withdrawalId: number, proofId: number): string {
  return `/ops-api/withdrawals/${withdrawalId}/proofs/${proofId}`;
}

/** 300 B, 12.4 KB, 3.2 MB (base 1024, one decimal under 100). */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 100 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** image/png → PNG; anything unknown stays as sent. */
export function typeLabel(type: string): string {
  const known: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };
  return known[type] ?? type;
}

/** The image the arrow keys move to: wraps at both ends; -1 when there is none. */
export function stepIndex(index: number, count: number, key: string): number {
  if (count <= 0) return -1;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return index;
}
