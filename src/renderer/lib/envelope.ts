import { isErrorCode, type ErrorCode } from '@shared/errors';

/** What a failed call gives the UI: a stable code to translate plus the HTTP status. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  code: ErrorCode;
  message?: string;
  errors?: Record<string, string>;
  /** What a failed call still tells the client (a login's `{ captcha }`, a new-address check's channel). */
  value?: unknown;
}

interface EnvelopeShape {
  success: boolean;
  code?: unknown;
  message?: unknown;
  value?: unknown;
  errors?: unknown;
}

function isEnvelope(body: unknown): body is EnvelopeShape {
  return typeof body === 'object' && body !== null && typeof (body as EnvelopeShape).success === 'boolean';
}

function fieldErrors(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export type Unwrapped = { data: unknown } | { error: ApiError };

/** success → value; failure → an ApiError carrying the envelope's code. */
export function unwrapEnvelope(body: unknown, status: ApiError['status']): Unwrapped {
  if (!isEnvelope(body)) {
    return { error: { status, code: typeof status === 'number' && status >= 500 ? 'internal_error' : 'unknown_error' } };
  }
  if (body.success) return { data: body.value ?? null };
  const error: ApiError = { status, code: isErrorCode(body.code) ? body.code : 'unknown_error' };
  if (typeof body.message === 'string') error.message = body.message;
  const errors = fieldErrors(body.errors);
  if (errors) error.errors = errors;
  if (body.value !== undefined && body.value !== null) error.value = body.value;
  return { error };
}

/** Narrows an RTK Query error (ours or a thrown one) to an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && typeof (error as ApiError).code === 'string';
}
