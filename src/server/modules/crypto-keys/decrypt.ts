import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import { encryptedBodySchema } from '@shared/api/account';
import { AppError } from '../../lib/app-error';

/** A payload's `ts` may be this old, or this far ahead of our clock (client clock skew). */
export const MAX_PAYLOAD_AGE_MS = 5 * 60_000;
export const MAX_PAYLOAD_SKEW_MS = 60_000;

export type KeyLookup = (kid: string) => Promise<KeyObject | undefined>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function aesKeyOf(privateKey: KeyObject, wrapped: Buffer): Buffer {
  try {
    const key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped);
    if (key.length !== 32) throw new Error('wrong key length');
    return key;
  } catch {
    throw new AppError('bad_payload', 'The payload cannot be decrypted');
  }
}

function openGcm(key: Buffer, iv: Buffer, data: Buffer): unknown {
  if (iv.length !== 12 || data.length < 17) throw new AppError('bad_payload', 'The payload cannot be decrypted');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new AppError('bad_payload', 'The payload cannot be decrypted');
  }
}

/**
 * Opens an E body (see src/shared/e-payload.ts) and returns the payload without `ts`. Plaintext
 * → encryption_required; anything that does not open → bad_payload; old or future ts → stale_payload.
 */
export async function decryptBody(body: unknown, lookup: KeyLookup, now: number): Promise<Record<string, unknown>> {
  const parsed = encryptedBodySchema.safeParse(body);
  if (!parsed.success) {
    const looksEncrypted = isPlainObject(body) && ('data' in body || 'key' in body);
    if (looksEncrypted) throw new AppError('bad_payload', 'The payload cannot be decrypted');
    throw new AppError('encryption_required', 'This call takes an encrypted payload');
  }
  const { kid, key, iv, data } = parsed.data;
  const privateKey = await lookup(kid);
  if (!privateKey) throw new AppError('bad_payload', 'Unknown key id');
  const aesKey = aesKeyOf(privateKey, Buffer.from(key, 'base64'));
  const payload = openGcm(aesKey, Buffer.from(iv, 'base64'), Buffer.from(data, 'base64'));
  if (!isPlainObject(payload) || typeof payload.ts !== 'number' || !Number.isFinite(payload.ts)) {
    throw new AppError('bad_payload', 'The payload has no timestamp');
  }
  const { ts, ...rest } = payload;
  if (now - ts > MAX_PAYLOAD_AGE_MS || ts - now > MAX_PAYLOAD_SKEW_MS) {
    throw new AppError('stale_payload', 'The payload is too old; try again');
  }
  return rest;
}
