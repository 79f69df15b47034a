import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkField } from '@shared/patterns';
import { FormField } from '@/components/form-field';
import { useAppDispatch } from '@/lib/hooks';
import { authPopupOpened, toastShown } from '@/lib/ui';
import { useEmailRecoveryMutation } from '../api';
import { useFieldText } from '@/lib/register-form/use-field-text';
import { FormSubmit } from './form-submit';

/** Recovery by e-mail: username and e-mail; success shows a notice and closes (spec section 4). */
export function ForgotEmailForm() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const fieldText = useFieldText();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [recover, { isLoading, error }] = useEmailRecoveryMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      username: username.trim() ? null : t('field.required'),
      email: fieldText(checkField(email.trim(), { acceptedPattern: 'email' }, true)),
    };
    setErrors(found);
    if (found.username || found.email) return;
    try {
      await recover({ username: username.trim(), email: email.trim() }).unwrap();
      dispatch(toastShown({ key: 'auth:emailSent', tone: 'success' }));
      dispatch(authPopupOpened(null));
    } catch {
      // Shown by the alert.
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <FormField label={t('fields.username')} value={username} onChange={setUsername} error={errors.username} required autoComplete="username" maxLength={64} />
      <FormField label={t('fields.email')} type="email" value={email} onChange={setEmail} error={errors.email} required autoComplete="email" maxLength={254} />
      <FormSubmit error={error} busy={isLoading} label={t('sendResetEmail')} />
    </form>
  );
}
