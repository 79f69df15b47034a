import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/envelope';

/**
 * A refused call's translated code (`errors:<code>`), for what no field on screen carries, read out
 * at once; `withServerMessage` adds the server's own words (an SMS provider's warning).
 */
export function ErrorAlert({ error, withServerMessage = false }: { error: unknown; withServerMessage?: boolean }) {
  const { t } = useTranslation('errors');
  if (!error) return null;
  const code = isApiError(error) ? error.code : 'unknown_error';
  const extra = withServerMessage && isApiError(error) && error.message ? ` ${error.message}` : '';
  return (
    <p className="form-alert" role="alert">
      {t(code)}
      {extra}
    </p>
  );
}
