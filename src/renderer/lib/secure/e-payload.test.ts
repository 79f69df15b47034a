import { constants, createDecipheriv, privateDecrypt, createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { E_PAYLOAD_ALG, base64ToBytes, bytesToBase64, encryptPayload, type PublicKeyInfo } from '@shared/e-payload';
import { cachedPublicKey, forgetPublicKey } from './public-key';

/** Decrypts like a server would, with Node's own crypto (not WebCrypto), so the two really agree. */
function nodeDecrypt(privatePem: string, body: { key: string; iv: string; data: string }): unknown {
  const aesKey = privateDecrypt({ key: createPrivateKey(privatePem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, base64ToBytes(body.key));
  const data = base64ToBytes(body.data);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, base64ToBytes(body.iv));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

async function keyPair(): Promise<{ info: PublicKeyInfo; pem: string }> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
  const pkcs8 = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey)));
  const pem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/gu)?.join('\n') ?? ''}\n-----END PRIVATE KEY-----\n`;
  return { info: { kid: 'k1', alg: E_PAYLOAD_ALG, spki }, pem };
}

describe('E payload', () => {
  it('round-trips: WebCrypto encrypts, Node decrypts the same JSON plus ts', async () => {
    const { info, pem } = await keyPair();
    const payload = { username: 'alice01', password: 'pässwörd 🔑', type: 'username' };
    const body = await encryptPayload(info, payload, 1_700_000_000_000);
    expect(body.kid).toBe('k1');
    expect(base64ToBytes(body.iv)).toHaveLength(12);
    expect(JSON.stringify(body)).not.toContain('alice01');
    expect(nodeDecrypt(pem, body)).toEqual({ ...payload, ts: 1_700_000_000_000 });
  });

  it('uses a fresh key and iv for every request', async () => {
    const { info } = await keyPair();
    const [a, b] = await Promise.all([encryptPayload(info, { x: 1 }), encryptPayload(info, { x: 1 })]);
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('fetches the public key once, and again after it is forgotten', async () => {
    const { info } = await keyPair();
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(info);
    };
    forgetPublicKey();
    await cachedPublicKey(load);
    await cachedPublicKey(load);
    expect(loads).toBe(1);
    forgetPublicKey();
    await cachedPublicKey(load);
    expect(loads).toBe(2);
  });

  it('does not keep a failed key fetch', async () => {
    forgetPublicKey();
    await expect(cachedPublicKey(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    const { info } = await keyPair();
    await expect(cachedPublicKey(() => Promise.resolve(info))).resolves.toEqual(info);
  });
});
