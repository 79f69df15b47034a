import { randomBytes } from 'node:crypto';
import { hmacHex, safeEqual } from '../../lib/secrets';

/**
 * An in-house vendor's secrets (the demo vendor's, the lottery's). One master secret (made once and
 * kept in the vendor's own keys table; DEMO_VENDOR_SECRET for the demo vendor) derives a secret per
 * vendor code, so every code the vendor serves has its own seamless secret without a table of them: secretOf(code) is what provisioning
 * hands the platform, and what signs that code's calls and checks its recall links.
 */
export class VendorKeys {
  constructor(private readonly master: string) {}

  /** hex(HMAC-SHA256(master, code)): 64 characters, within the platform's 16-200. */
  secretOf(code: string): string {
    return hmacHex(Buffer.from(this.master, 'utf8'), code);
  }

  /** The platform signs a recall link with the code's secret over `recall.<CODE>.<roundId>.<exp>`. */
  recallSignature(code: string, roundId: string, exp: number): string {
    return hmacHex(Buffer.from(this.secretOf(code), 'utf8'), `recall.${code}.${roundId}.${exp}`);
  }

  /** Constant-time check of a recall link's signature. */
  recallSignatureValid(code: string, roundId: string, exp: number, sig: string): boolean {
    return /^[0-9a-f]{64}$/iu.test(sig) && safeEqual(this.recallSignature(code, roundId, exp), sig.toLowerCase());
  }
}

/** A new master secret: 32 bytes from the CSPRNG, hex. */
export function newMasterSecret(): string {
  return randomBytes(32).toString('hex');
}
