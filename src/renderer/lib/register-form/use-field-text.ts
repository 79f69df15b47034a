import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '@shared/patterns';
import { fieldProblemText } from './field-text';
import { fieldProblemsOf } from './field-problems';
import { serverProblem } from './server-field-text';

/** Translates a field problem into the text shown under the field. */
export function useFieldText() {
  const { t } = useTranslation('auth');
  return (problem: FieldProblem | undefined): string | null =>
    problem ? fieldProblemText(problem).map((part) => t(part.key, part.values)).join(' · ') : null;
}

/** The texts of a failed registration's field problems (a 422's value.fields, a 409's "taken"), worded as the form's own checks. */
export function useServerFieldTexts() {
  const { t } = useTranslation('auth');
  const fieldText = useFieldText();
  return (value: unknown): Record<string, string> =>
    Object.fromEntries(
      Object.entries(fieldProblemsOf(value)).map(([name, problem]) => {
        const mapped = serverProblem(problem);
        return [name, 'key' in mapped ? t(mapped.key) : (fieldText(mapped) ?? '')];
      }),
    );
}
