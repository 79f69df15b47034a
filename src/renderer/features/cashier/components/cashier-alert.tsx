import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/envelope';

/** A refused call's translated code (`errors:<code>`), for what no field on screen carries. */
export function CashierAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  if (!error) return null;
  return (
    <p className="form-alert" role="alert">
      {t(isApiError(error) ? error.code : 'unknown_error')}
    </p>
  );
}
