import { createHash } from 'node:crypto';

/**
 * A member's avatar: a symmetric 5x5 identicon from the SHA-256 of the account, so it is stable,
 * distinct per account and needs no storage.
 */
export function avatarSvg(seed: string): string {
  const hash = createHash('sha256').update(`avatar:${seed}`).digest();
  const hue = ((hash[0] ?? 0) * 360) / 256;
  const colour = `hsl(${hue.toFixed(0)} 55% 45%)`;
  const cells: string[] = [];
  for (let y = 0; y < 5; y += 1) {
    for (let x = 0; x < 3; x += 1) {
      if (((hash[1 + y * 3 + x] ?? 0) & 1) === 0) continue;
      for (const cx of new Set([x, 4 - x])) cells.push(`<rect x="${10 + cx * 16}" y="${10 + y * 16}" width="16" height="16"/>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="50" fill="#eef1f5"/><g fill="${colour}">${cells.join('')}</g></svg>`
  );
}
