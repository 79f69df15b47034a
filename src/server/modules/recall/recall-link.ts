import { createHmac } from 'node:crypto';
import { vendorUrl } from '../../lib/vendor-url';

/**
 * The vendor's signed recall link. The vendor checks
 *   sig = hex HMAC-SHA256(its seamless secret, "recall.<vendorCode>.<roundId>.<exp>")
 * and that exp (ms since the epoch) has not passed, then replays the round.
 */

export const RECALL_LINK_TTL_MS = 10 * 60_000;

export function recallSignature(secret: string, vendorCode: string, roundId: string, exp: number): string {
  return createHmac('sha256', secret).update(`recall.${vendorCode}.${roundId}.${exp}`).digest('hex');
}

/** The launch URL's last path segment replaced by `recall` (its own query kept), with `query`. */
export function recallUrl(launchUrl: string, query: Record<string, string | undefined>): string {
  return vendorUrl(launchUrl, query, 'recall');
}
