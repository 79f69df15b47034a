import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { E_PAYLOAD_ALG, type PublicKeyInfo } from '@shared/e-payload';
import type { Db } from '../../db/client';
import { randomToken } from '../../lib/secrets';
import { insertKey, listUsableKeys, retireActiveKeys, withKeyLock, type ServerKeyRow } from './repository';
import { openSecret, sealSecret } from './secret-box';

const generateRsa = promisify(generateKeyPair);

export interface KeyRingOptions {
  keyEncryptionSecret: string | undefined;
  graceHours: number;
  clock: () => number;
}

interface RsaKey {
  kid: string;
  privateKey: KeyObject;
  spki: string;
}

/**
 * The server's key material, loaded from the database (made on first start). The newest RSA key is
 * advertised; every usable one decrypts, so a rotation does not break requests already encrypted
 * for the previous key. Other processes pick up a rotation when they meet an unknown kid.
 */
export class KeyRing {
  private rsa = new Map<string, RsaKey>();
  private current: RsaKey | undefined;
  private hmacSecret: Buffer | undefined;
  private lastReload = 0;

  constructor(
    private readonly db: Db,
    private readonly options: KeyRingOptions,
  ) {}

  async init(): Promise<void> {
    await withKeyLock(this.db, async (tx) => {
      const now = new Date(this.options.clock());
      if ((await listUsableKeys(tx, 'rsa', now)).every((k) => k.retiredAt !== null)) await this.createRsa(tx);
      if ((await listUsableKeys(tx, 'hmac', now)).length === 0) {
        const secret = sealSecret(randomBytes(32).toString('base64'), this.options.keyEncryptionSecret);
        await insertKey(tx, { kid: `h-${randomToken(9)}`, kind: 'hmac', secret });
      }
    });
    await this.reload();
  }

  publicKey(): PublicKeyInfo {
    if (!this.current) throw new Error('key ring not initialised');
    return { kid: this.current.kid, alg: E_PAYLOAD_ALG, spki: this.current.spki };
  }

  /** The private key for `kid`; reloads at most once a second for kids this process has not seen. */
  async privateKey(kid: string): Promise<KeyObject | undefined> {
    const known = this.rsa.get(kid);
    if (known) return known.privateKey;
    const now = this.options.clock();
    if (now - this.lastReload < 1000) return undefined;
    await this.reload();
    return this.rsa.get(kid)?.privateKey;
  }

  /** Secret for HMACs (human challenges, code hashes). */
  secret(): Buffer {
    if (!this.hmacSecret) throw new Error('key ring not initialised');
    return this.hmacSecret;
  }

  /** Makes a new RSA key current; the old one keeps decrypting for the grace period. */
  async rotate(): Promise<PublicKeyInfo> {
    await withKeyLock(this.db, async (tx) => {
      const now = this.options.clock();
      await retireActiveKeys(tx, 'rsa', new Date(now), new Date(now + this.options.graceHours * 3_600_000));
      await this.createRsa(tx);
    });
    await this.reload();
    return this.publicKey();
  }

  private async createRsa(tx: Db): Promise<void> {
    const { publicKey, privateKey } = await generateRsa('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await insertKey(tx, {
      kid: `k-${randomToken(9)}`,
      kind: 'rsa',
      publicKey: spki,
      secret: sealSecret(pem, this.options.keyEncryptionSecret),
      createdAt: new Date(this.options.clock()),
    });
  }

  private async reload(): Promise<void> {
    this.lastReload = this.options.clock();
    const now = new Date(this.lastReload);
    const rows = await listUsableKeys(this.db, 'rsa', now);
    this.rsa = new Map(rows.map((row) => [row.kid, this.toRsa(row)]));
    const active = rows.filter((row) => row.retiredAt === null);
    this.current = this.rsa.get((active[0] ?? rows[0])?.kid ?? '');
    const [hmac] = await listUsableKeys(this.db, 'hmac', now);
    if (hmac) this.hmacSecret = Buffer.from(openSecret(hmac.secret, this.options.keyEncryptionSecret), 'base64');
  }

  private toRsa(row: ServerKeyRow): RsaKey {
    const privateKey = createPrivateKey(openSecret(row.secret, this.options.keyEncryptionSecret));
    const spki = row.publicKey ?? createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
    return { kid: row.kid, privateKey, spki };
  }
}
