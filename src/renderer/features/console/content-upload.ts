import { BANNER_IMAGE } from '@shared/api/console-content';
import { isApiError } from '@/lib/envelope';

/** Why a picture was not taken: a key under `upload.problem` in consoleContent. */
export type UploadProblem = 'wrongType' | 'tooBig' | 'badSize' | 'unreadable' | 'failed';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** What the browser can tell before sending: the declared type and the size (the server checks the bytes). */
export function localUploadProblem(file: { type: string; size: number }): UploadProblem | null {
  if (file.type && !TYPES.includes(file.type)) return 'wrongType';
  if (file.size > BANNER_IMAGE.maxBytes) return 'tooBig';
  return null;
}

/** The server's refusal of an upload, by the reason it names under `data`. */
export function uploadProblemOf(error: unknown): UploadProblem {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'payload_too_large') return 'tooBig';
  if (error.code !== 'upload_invalid' && error.code !== 'validation_failed') return 'failed';
  const reason = error.errors?.data;
  if (reason === 'bad_size') return 'badSize';
  if (reason === 'not_base64') return 'unreadable';
  return 'wrongType';
}

/** The file's bytes as base64 (no data: prefix), as POST /ops-api/images takes them. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let at = 0; at < bytes.length; at += chunk) binary += String.fromCharCode(...bytes.subarray(at, at + chunk));
  return btoa(binary);
}

export async function readAsBase64(file: Blob): Promise<string> {
  return base64Of(new Uint8Array(await file.arrayBuffer()));
}

/** 1 MB = 1,048,576 bytes, shown as the operator reads sizes. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
