import { useTranslation } from 'react-i18next';
import type { TextPart } from './field-checks';

/** Translates a field problem (keys carry their namespace: `cashier:…` or `errors:…`). */
export function useText() {
  const { t } = useTranslation(['cashier', 'errors']);
  return (part: TextPart | undefined): string | null => (part ? t(part.key, part.values) : null);
}
