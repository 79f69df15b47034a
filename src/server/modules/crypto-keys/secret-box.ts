import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of server secrets (private keys, HMAC secrets) under KEY_ENCRYPTION_SECRET.
 * Without a secret the value is stored as 'plain:<text>' so a later secret can still read old
 * rows; with one it is 'gcm:<iv>:<tag>:<ciphertext>' (AES-256-GCM, key derived with HKDF).
 */
function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'platform-server-keys', 'key-encryption-v1', 32));
}

export function sealSecret(plain: string, secret: string | undefined): string {
  if (!secret) return `plain:${plain}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['gcm', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

export function openSecret(stored: string, secret: string | undefined): string {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
  const [scheme, iv, tag, body] = stored.split(':');
  if (scheme !== 'gcm' || !iv || !tag || !body) throw new Error('unknown secret format');
  if (!secret) throw new Error('KEY_ENCRYPTION_SECRET is needed to read the stored server keys');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
