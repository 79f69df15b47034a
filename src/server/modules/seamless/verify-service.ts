import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { AddressSet } from '../../lib/ip';
import { openSecret } from '../crypto-keys/secret-box';
import type { WalletMode } from './integration-service';
import { cachedIntegration } from './integration-cache';
import * as repo from './repository';
import { checkFreshness, checkSignature, NONCE_RETENTION_MS, type SignedHeaders } from './signing';

export interface IncomingCall extends SignedHeaders {
  merchantId: number;
  vendorCode: string | undefined;
  rawBody: string;
  clientIp: string;
  now: number;
  /** KEY_ENCRYPTION_SECRET, which sealed the vendors' secrets. */
  keySecret: string | undefined;
}

/**
 * Proves a call comes from a configured vendor: known code, allowed address, HMAC over
 * the raw body. Returns the vendor code; an unknown vendor looks exactly like a bad signature.
 */
export async function authenticateVendor(db: Db, call: IncomingCall): Promise<{ vendorCode: string; mode: WalletMode; timestamp: number }> {
  const integration = call.vendorCode ? await cachedIntegration(db, call.merchantId, call.vendorCode) : undefined;
  if (!integration) throw new AppError('signature_invalid', 'Unknown vendor or bad signature');
  // Signature first: only holders of the secret learn that the vendor exists but may not call.
  const timestamp = checkSignature(openSecret(integration.secret, call.keySecret), call, call.rawBody);
  if (integration.allowlist.length > 0 && !new AddressSet(integration.allowlist).has(call.clientIp)) {
    throw new AppError('forbidden', 'Address not allowed for this vendor');
  }
  return { vendorCode: integration.code, mode: integration.mode, timestamp };
}

const lastSweep = new Map<number, number>();

/**
 * After the signature: refuses stale requests, and now and then forgets nonces older than twice the
 * freshness window (nonces live in the database, so all processes see them).
 */
export async function checkFresh(db: Db, call: { merchantId: number; timestamp: number; now: number }): Promise<void> {
  checkFreshness(call.timestamp, call.now);
  if (call.now - (lastSweep.get(call.merchantId) ?? 0) > 60_000) {
    lastSweep.set(call.merchantId, call.now);
    await repo.deleteNoncesBefore(db, call.merchantId, new Date(call.now - NONCE_RETENTION_MS));
  }
}

/** Refuses a reused nonce (bets and wins claim theirs in their own statement instead). */
export async function claimNonce(db: Db, call: { merchantId: number; vendorCode: string; nonce: string; now: number }): Promise<void> {
  if (!(await repo.claimNonce(db, call.merchantId, call.vendorCode, call.nonce, new Date(call.now)))) {
    throw new AppError('nonce_reused', 'This nonce was already used');
  }
}
