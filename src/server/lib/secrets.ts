import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Small crypto helpers shared by sessions, codes and captchas. All randomness is CSPRNG. */

/** An opaque token: 256 bits, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmacHex(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Constant-time comparison of two hex (or any same-encoding) strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

/** 'alice@example.com' → 'a***e@example.com'; '0812345678' → '******5678'. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const head = name.slice(0, 1);
  const tail = name.length > 2 ? name.slice(-1) : '';
  return `${head}***${tail}@${domain}`;
}

export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}
