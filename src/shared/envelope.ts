import { z } from 'zod';
import type { ErrorCode } from './errors';

/** Every /wps and /lgw response: `{ success, code?, message?, value? }`. */
export interface Envelope<T> {
  success: boolean;
  code?: ErrorCode;
  message?: string;
  value?: T;
  /** Field-level problems of a 422, keyed by field path. */
  errors?: Record<string, string>;
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** The zod schema of a successful envelope around `value`. */
export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
