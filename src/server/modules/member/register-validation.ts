import type { z } from 'zod';
import type { fieldProblemSchema, RegisterPayload } from '@shared/api/account';
import type { RegisterField, RegisterFieldName, RegisterSetting } from '@shared/api/system';
import { checkField, type FieldRule } from '@shared/patterns';
import { ValueError } from '../../lib/value-error';

export type FieldProblem = z.infer<typeof fieldProblemSchema>;
export type RegisterMode = 'username' | 'mobile';

/** Fields checked by other means (equality, the captcha store, the SMS code store). */
const SPECIAL = new Set<RegisterFieldName>(['confirmPassword', 'captcha', 'verificationCode']);

function ruleOf(field: RegisterField): FieldRule {
  return { acceptedPattern: field.acceptedPattern as FieldRule['acceptedPattern'], min: field.min, max: field.max };
}

function isRequired(field: RegisterField, mode: RegisterMode): boolean {
  if (field.name === 'password') return true;
  if (field.name === 'username') return mode === 'username';
  if (field.name === 'mobileNum') return mode === 'mobile' || field.required;
  return field.required;
}

function problemOf(value: string, field: RegisterField, required: boolean): FieldProblem | undefined {
  const problem = checkField(value, ruleOf(field), required);
  if (!problem) return undefined;
  if (problem.kind === 'required') return { problem: 'required' };
  const pattern = problem.kind === 'pattern' ? problem.pattern : undefined;
  return { problem: problem.kind, pattern, min: problem.min, max: problem.max };
}

/**
 * Checks a registration against the merchant's validation config, with the same pattern
 * catalogue the renderer uses (src/shared/patterns.ts). Disabled fields are ignored.
 */
export function registrationProblems(setting: RegisterSetting, payload: RegisterPayload, mode: RegisterMode, smsRequired: boolean) {
  const problems: Record<string, FieldProblem> = {};
  for (const field of setting.fields) {
    if (!field.enabled || SPECIAL.has(field.name)) continue;
    const value = payload[field.name] ?? '';
    const problem = problemOf(value, field, isRequired(field, mode));
    if (problem) problems[field.name] = problem;
  }
  if (!setting.fields.some((f) => f.name === 'password' && f.enabled) && payload.password === '') {
    problems.password = { problem: 'required' };
  }
  if (payload.confirmPassword !== payload.password) problems.confirmPassword = { problem: 'mismatch' };
  if (mode === 'mobile' && smsRequired) {
    const code = payload.verificationCode ?? '';
    if (!/^\d{6}$/u.test(code)) problems.verificationCode = code === '' ? { problem: 'required' } : { problem: 'pattern', pattern: 'digits', min: 6, max: 6 };
  }
  return problems;
}

/**
 * Only the credentials (username, password, confirmation) of a registration, against the same
 * merchant rules: what an agent's direct registration asks (POST /wps/agent/register). The other
 * fields of the merchant's form (mobile, captcha...) belong to a player registering themself.
 */
export function credentialProblems(setting: RegisterSetting, payload: Pick<RegisterPayload, 'username' | 'password' | 'confirmPassword'>) {
  const problems: Record<string, FieldProblem> = {};
  for (const name of ['username', 'password'] as const) {
    const fallback: RegisterField = { name, enabled: true, required: true, acceptedPattern: '*', min: name === 'password' ? 6 : 1, max: 64 };
    const field = setting.fields.find((f) => f.name === name) ?? fallback;
    const problem = problemOf(payload[name] ?? '', field, true);
    if (problem) problems[name] = problem;
  }
  if (payload.confirmPassword !== payload.password) problems.confirmPassword = { problem: 'mismatch' };
  return problems;
}

export function throwIfProblems(problems: Record<string, FieldProblem>): void {
  const names = Object.keys(problems);
  if (names.length === 0) return;
  const errors = Object.fromEntries(names.map((name) => [name, problems[name]?.problem ?? 'invalid']));
  throw new ValueError('validation_failed', 'Fill in valid information', { fields: problems }, errors);
}

/** A new password against the merchant's password rule, plus the ban on the weak default. */
export function newPasswordProblem(setting: RegisterSetting, value: string): FieldProblem | undefined {
  const field = setting.fields.find((f) => f.name === 'password');
  const rule: RegisterField = field ?? { name: 'password', enabled: true, required: true, acceptedPattern: '*', min: 6, max: 64 };
  return problemOf(value, rule, true);
}
