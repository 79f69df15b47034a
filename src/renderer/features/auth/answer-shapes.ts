import type { z } from 'zod';
import type { fieldProblemSchema } from '@shared/api/account';
import type { AddressCheck } from './components/address-check';

/**
 * Hand-written checks of what a failed call's `value` carries, so the popups need no zod at run
 * time (the schemas in @shared/api/account stay the contract; these follow them).
 */
export type ServerProblem = z.infer<typeof fieldProblemSchema>;

/** The response header carrying the captcha id (CAPTCHA_ID_HEADER of the contract). */
export const CAPTCHA_ID_HEADER = 'x-captcha-id';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function captchaFlag(value: unknown): boolean {
  return isRecord(value) && value.captcha === true;
}

export function addressCheckOf(value: unknown): AddressCheck | null {
  if (!isRecord(value) || (value.channel !== 'SMS' && value.channel !== 'EMAIL') || typeof value.recipient !== 'string') return null;
  return { channel: value.channel, recipient: value.recipient };
}

const PROBLEMS = new Set(['required', 'pattern', 'length', 'mismatch', 'invalid_phone_format', 'taken']);

/** value.fields of a registration (or password) 422, or {} when absent. */
export function fieldProblemsOf(value: unknown): Record<string, ServerProblem> {
  if (!isRecord(value) || !isRecord(value.fields)) return {};
  const out: Record<string, ServerProblem> = {};
  for (const [name, raw] of Object.entries(value.fields)) {
    if (!isRecord(raw) || typeof raw.problem !== 'string' || !PROBLEMS.has(raw.problem)) continue;
    out[name] = {
      problem: raw.problem as ServerProblem['problem'],
      pattern: typeof raw.pattern === 'string' ? raw.pattern : undefined,
      min: typeof raw.min === 'number' ? raw.min : undefined,
      max: typeof raw.max === 'number' ? raw.max : undefined,
    };
  }
  return out;
}
