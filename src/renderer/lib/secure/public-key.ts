import type { PublicKeyInfo } from '@shared/e-payload';

/**
 * The server's E-payload key, fetched once per page and shared by every encrypted call. A 400
 * bad_payload (the key rotated past its grace period) drops it so the next call fetches it again.
 */
let cached: Promise<PublicKeyInfo> | null = null;

export function cachedPublicKey(load: () => Promise<PublicKeyInfo>): Promise<PublicKeyInfo> {
  if (!cached) {
    cached = load();
    // A failed fetch must not stick: the next call tries again.
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}

export function forgetPublicKey(): void {
  cached = null;
}
