/**
 * Client side of the encrypted-payload ("E") wire contract, on WebCrypto so the renderer and Node
 * tests share it: a fresh AES-256-GCM key per request, wrapped with the server's RSA-OAEP (SHA-256)
 * public key. The payload gets `ts` (ms since epoch) so the server can refuse stale replays.
 */
export const E_PAYLOAD_ALG = 'RSA-OAEP-256+A256GCM';

export interface PublicKeyInfo {
  kid: string;
  alg: typeof E_PAYLOAD_ALG;
  /** base64 DER SubjectPublicKeyInfo */
  spki: string;
}

export interface EncryptedBody {
  kid: string;
  key: string;
  iv: string;
  data: string;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

type ServerKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export async function importServerKey(info: PublicKeyInfo): Promise<ServerKey> {
  return crypto.subtle.importKey('spki', base64ToBytes(info.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/** Encrypts `payload` (plus `ts`) for the server key. */
export async function encryptPayload(
  info: PublicKeyInfo,
  payload: Record<string, unknown>,
  now: number = Date.now(),
): Promise<EncryptedBody> {
  const rsaKey = await importServerKey(info);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ ...payload, ts: now }));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, aesKey, plain);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  return {
    kid: info.kid,
    key: bytesToBase64(new Uint8Array(wrapped)),
    iv: bytesToBase64(iv),
    data: bytesToBase64(new Uint8Array(cipher)),
  };
}
