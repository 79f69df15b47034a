import { PATTERN_KEYS, type FieldProblem, type PatternKey } from '@shared/patterns';
import type { ServerProblem } from './field-problems';

/** A registration 422's field problem as the same FieldProblem the form checks give, or an auth key. */
export function serverProblem(problem: ServerProblem): FieldProblem | { key: string } {
  switch (problem.problem) {
    case 'required':
      return { kind: 'required' };
    case 'taken':
      return { key: 'errors.taken' };
    case 'mismatch':
      return { key: 'errors.confirmMismatch' };
    case 'invalid_phone_format':
      return { key: 'errors.phoneFormat' };
    default:
      if (problem.pattern && (PATTERN_KEYS as string[]).includes(problem.pattern)) {
        return { kind: 'pattern', pattern: problem.pattern as PatternKey, min: problem.min, max: problem.max };
      }
      // e.g. the weak default password: not a catalogue pattern.
      return problem.pattern === 'weak' ? { key: 'errors.weakPassword' } : { kind: 'length', min: problem.min, max: problem.max };
  }
}
