import { boundsText, type FieldProblem } from '@shared/patterns';

/** An i18n key of the `auth` namespace and its values. */
export interface TextPart {
  key: string;
  values?: Record<string, string>;
}

/**
 * The message of a field problem (spec section 5): the pattern's message, then its length bounds
 * merged into one number when min and max are equal ("6 characters", "6-12 characters").
 */
export function fieldProblemText(problem: FieldProblem): TextPart[] {
  if (problem.kind === 'required') return [{ key: 'field.required' }];
  const bounds = boundsText(problem.min, problem.max);
  const lengthPart: TextPart[] = bounds ? [{ key: 'field.bounds', values: { bounds } }] : [];
  if (problem.kind === 'length') return lengthPart.length ? lengthPart : [{ key: 'field.invalid' }];
  return [{ key: `patterns.${problem.pattern}` }, ...lengthPart];
}
