import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '@shared/patterns';
import { fieldProblemText } from './field-text';

/** Translates a field problem into the text shown under the field. */
export function useFieldText() {
  const { t } = useTranslation('auth');
  return (problem: FieldProblem | undefined): string | null =>
    problem ? fieldProblemText(problem).map((part) => t(part.key, part.values)).join(' · ') : null;
}
