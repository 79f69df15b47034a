import { useTranslation } from 'react-i18next';
import '@/components/form.css';

/** Why the server refused an action, translated from its error code (nothing when none). */
export function Refusal({ code }: { code: string | null }) {
  const { t } = useTranslation('errors');
  if (!code) return null;
  return (
    <p className="form-alert" role="alert">
      {t(code)}
    </p>
  );
}
