import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';

export interface AddressCheck {
  channel: 'SMS' | 'EMAIL';
  recipient: string;
}

/** Sign-in from a new address: the code sent to the account's phone or e-mail (spec section 4). */
export function AddressCheckForm({ check, busy, onSubmit }: { check: AddressCheck; busy: boolean; onSubmit: (code: string) => void }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError(t('field.required'));
    onSubmit(code.trim());
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-alert form-alert--info" role="status">
        {t('addressCheck', { channel: t(`channel.${check.channel}`), recipient: check.recipient })}
      </p>
      <FormField label={t('fields.addressCode')} value={code} onChange={setCode} error={error} required inputMode="numeric" autoComplete="one-time-code" maxLength={16} />
      <div className="form-actions form-actions--block">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('verify')}
        </button>
      </div>
    </form>
  );
}
