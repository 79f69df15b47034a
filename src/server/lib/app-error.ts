import { statusOf, type ErrorCode } from '@shared/errors';

/**
 * An expected failure with a stable code from the shared catalogue. The errors plugin turns it
 * into the envelope with the code's HTTP status; anything else thrown becomes a generic 500.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusOf(code);
    this.fields = fields;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
