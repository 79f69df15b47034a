import type { TextPart } from './field-checks';
import { MAX_PROOF_BYTES, MAX_PROOFS } from './limits';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type by content, never by name or by what the browser guessed from the extension. */
export function imageTypeOf(head: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (head.length >= PNG.length && PNG.every((byte, i) => head[i] === byte)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return undefined;
}

export interface ProofCandidate {
  name: string;
  size: number;
  /** The file's first bytes (at least 8). */
  head: Uint8Array;
}

/** Proof images for "not received" (spec section 5): 1 to 3 PNG or JPEG files of at most 5 MB each. */
export function checkProofs(files: readonly ProofCandidate[]): TextPart | undefined {
  if (files.length === 0) return { key: 'cashier:proof.required' };
  if (files.length > MAX_PROOFS) return { key: 'cashier:proof.tooMany', values: { max: String(MAX_PROOFS) } };
  for (const file of files) {
    if (file.size > MAX_PROOF_BYTES) return { key: 'cashier:proof.tooLarge', values: { name: file.name } };
    if (!imageTypeOf(file.head)) return { key: 'cashier:proof.notImage', values: { name: file.name } };
  }
  return undefined;
}

/** Base64 of bytes, in slices so a 5 MB image never becomes one huge argument list. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

/** Checks chosen files by their first bytes and size, then reads the good ones as base64. */
export async function readProofs(files: readonly File[]): Promise<{ problem: TextPart } | { images: string[] }> {
  const candidates = await Promise.all(
    files.map(async (file) => ({ name: file.name, size: file.size, head: new Uint8Array(await file.slice(0, PNG.length).arrayBuffer()) })),
  );
  const problem = checkProofs(candidates);
  if (problem) return { problem };
  return { images: await Promise.all(files.map(async (file) => base64Of(new Uint8Array(await file.arrayBuffer())))) };
}
