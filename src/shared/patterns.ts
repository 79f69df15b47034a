/**
 * The validation pattern catalogue of spec section 5, used by the server (registration and profile
 * validation) and by the renderer (field errors under inputs). The merchant's registration config
 * names a pattern per field by key and gives its bounds; `acceptedPattern: '*'` accepts anything.
 */
export const PATTERNS = {
  any: /^[\s\S]*$/u,
  letterFirstAlnum: /^[A-Za-z][A-Za-z0-9]*$/u,
  alnumCjk: /^[A-Za-z0-9\u4e00-\u9fff]+$/u,
  email: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u,
  alnum: /^[A-Za-z0-9]+$/u,
  alnumMixed: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/u,
  digits: /^\d+$/u,
  alnumUpper: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  lettersSpaces: /^[A-Za-z]+( [A-Za-z]+)*$/u,
  noSpaces: /^\S+$/u,
  chinese: /^[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]+$/u,
  dateYmd: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u,
  dateMdy: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/u,
  korean: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/u,
  thai: /^[\u0e00-\u0e7f]+$/u,
  thaiOrEnglish: /^[\u0e00-\u0e7fA-Za-z]+( [\u0e00-\u0e7fA-Za-z]+)*$/u,
  upperSpaces: /^[A-Z]+( [A-Z]+)*$/u,
  lettersNumbersSymbols: /^[\x21-\x7e]+$/u,
  strongPassword: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/u,
  fullName: /^\S+ \S+$/u,
  japanese: /^[\u3040-\u309f\u30a0-\u30ff\u4e00-\u9fff]+$/u,
  upperNoSpaces: /^[A-Z]+$/u,
} as const satisfies Record<string, RegExp>;

export type PatternKey = keyof typeof PATTERNS;

export const PATTERN_KEYS = Object.keys(PATTERNS) as PatternKey[];

export interface FieldRule {
  /** Pattern key of the catalogue, or '*' for any input. */
  acceptedPattern: PatternKey | '*';
  min?: number;
  max?: number;
}

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'pattern'; pattern: PatternKey; min?: number; max?: number }
  | { kind: 'length'; min?: number; max?: number };

/** Checks one value against a rule; `undefined` when it passes. */
export function checkField(value: string, rule: FieldRule, required: boolean): FieldProblem | undefined {
  if (value === '') return required ? { kind: 'required' } : undefined;
  const length = [...value].length;
  const tooShort = rule.min !== undefined && length < rule.min;
  const tooLong = rule.max !== undefined && length > rule.max;
  if (rule.acceptedPattern === '*') {
    return tooShort || tooLong ? { kind: 'length', min: rule.min, max: rule.max } : undefined;
  }
  if (!PATTERNS[rule.acceptedPattern].test(value) || tooShort || tooLong) {
    return { kind: 'pattern', pattern: rule.acceptedPattern, min: rule.min, max: rule.max };
  }
  return undefined;
}

/** "6-12" or, when both bounds are equal, "6" (spec: merged into one number when equal). */
export function boundsText(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return min === max ? String(min) : `${min}-${max}`;
  if (min !== undefined) return `${min}+`;
  if (max !== undefined) return `≤${max}`;
  return '';
}
