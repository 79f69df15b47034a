import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/envelope';

/** A failed call's translated message (and the server's own words for an SMS warning). */
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
