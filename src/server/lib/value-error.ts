import type { ErrorCode } from '@shared/errors';
import { AppError } from './app-error';

/**
 * An expected failure whose envelope also carries a `value` the client acts on, e.g. a failed
 * login's `{ captcha: true }` or the channel of a new-address check. The accounts scope's error
 * handler writes it; other errors go on to the global handler.
 */
export class ValueError extends AppError {
  readonly value: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, value: Record<string, unknown>, fields?: Record<string, string>) {
    super(code, message, fields);
    this.name = 'ValueError';
    this.value = value;
  }
}

export function isValueError(error: unknown): error is ValueError {
  return error instanceof ValueError;
}
