import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkField } from '@shared/patterns';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useRegisterSettingQuery } from '@/lib/config-api';
import { useResetByEmailMutation } from '../api';
import { pendingResetToken, setResetToken } from '../pending-password';
import { passwordRule } from '../password-rule';
import { useCompleteLogin } from '../use-complete-login';
import { useFieldText } from '@/lib/register-form/use-field-text';
import { FormSubmit } from './form-submit';

/** Step two of e-mail recovery: the new password for the link's token; success signs in and goes home. */
export function ResetPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const fieldText = useFieldText();
  const { data: setting } = useRegisterSettingQuery();
  const [token] = useState(pendingResetToken);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [reset, { isLoading, error }] = useResetByEmailMutation();
  const complete = useCompleteLogin();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      password: fieldText(checkField(password, passwordRule(setting), true)),
      confirm: !confirm ? t('field.required') : confirm === password ? null : t('errors.confirmMismatch'),
    };
    setErrors(found);
    if (found.password || found.confirm || !token) return focusFirstInvalid(e.currentTarget as HTMLFormElement);
    try {
      const result = await reset({ token, newPassword: password, confirmNewPassword: confirm }).unwrap();
      setResetToken(null);
      complete(result, { type: 'recovery', goTo: '/' });
    } catch {
      // Shown by the alert (an expired or used link says so).
    }
  };

  return (
    <Modal title={t('resetPassword')} onClose={onClose} size="sm">
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label={t('fields.newPassword')} type="password" value={password} onChange={setPassword} error={errors.password} required autoComplete="new-password" />
        <FormField label={t('fields.confirmNewPassword')} type="password" value={confirm} onChange={setConfirm} error={errors.confirm} required autoComplete="new-password" />
        <FormSubmit error={error} busy={isLoading} label={t('save')} />
      </form>
    </Modal>
  );
}
