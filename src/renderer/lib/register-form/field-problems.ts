import type { z } from 'zod';
import type { fieldProblemSchema } from '@shared/api/account';

/**
 * A registration 422's field problems, checked by hand so forms need no zod at run time (the
 * schemas in @shared/api/account stay the contract; this follows them).
 */
export type ServerProblem = z.infer<typeof fieldProblemSchema>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
