import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkField } from '@shared/patterns';
import { FormField } from '@/components/form-field';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { Modal } from '@/components/modal';
import { useRegisterSettingQuery } from '@/lib/config-api';
import { isApiError } from '@/lib/envelope';
import { useAppDispatch } from '@/lib/hooks';
import { useLogoutMutation } from '@/lib/session-api';
import { authPopupOpened, toastShown } from '@/lib/ui';
import { useChangePasswordMutation } from '../api';
import { knownPassword, setKnownPassword } from '../pending-password';
import { WEAK_PASSWORD, passwordRule } from '../password-rule';
import { serverProblem } from '@/lib/register-form/server-field-text';
import { fieldProblemsOf } from '@/lib/register-form/field-problems';
import { useFieldText } from '@/lib/register-form/use-field-text';
import { FormSubmit } from './form-submit';

/** Change password (also forced after a weak or expired one): success reloads info, closes, goes home. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const fieldText = useFieldText();
  const { data: setting } = useRegisterSettingQuery();
  const [known] = useState(knownPassword);
  const [oldPassword, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [change, { isLoading, error }] = useChangePasswordMutation();
  const [logout] = useLogoutMutation();
  const rule = passwordRule(setting);

  const check = (name: 'old' | 'new' | 'confirm') => {
    if (name === 'old') return known === null && !oldPassword ? t('field.required') : null;
    if (name === 'new') return next === WEAK_PASSWORD ? t('errors.weakPassword') : fieldText(checkField(next, rule, true));
    if (!confirm) return t('field.required');
    return confirm === next ? null : t('errors.confirmMismatch');
  };
  const blur = (name: 'old' | 'new' | 'confirm') => setErrors((e) => ({ ...e, [name]: check(name) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { old: check('old'), new: check('new'), confirm: check('confirm') };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return focusFirstInvalid(e.currentTarget as HTMLFormElement);
    try {
      await change({ oldPassword: known ?? oldPassword, newPassword: next, confirmNewPassword: confirm }).unwrap();
      setKnownPassword(null);
      dispatch(toastShown({ key: 'auth:passwordChanged', tone: 'success' }));
      dispatch(authPopupOpened(null));
      void navigate('/');
    } catch (failure) {
      // The alert says what failed; a field the server refused gets its message too.
      const problem = fieldProblemsOf(isApiError(failure) ? failure.value : null).newPassword;
      if (problem) {
        const mapped = serverProblem(problem);
        setErrors((x) => ({ ...x, new: 'key' in mapped ? t(mapped.key) : fieldText(mapped) }));
      }
    }
  };

  const close = () => {
    // A forced change left undone: the restricted session is of no use, so end it.
    if (known !== null) {
      setKnownPassword(null);
      void logout();
    }
    onClose();
  };

  return (
    <Modal title={t('changePassword')} onClose={close} size="sm">
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {known !== null ? <p className="form-alert form-alert--info">{t('mustChange')}</p> : null}
        {known === null ? (
          <FormField label={t('fields.oldPassword')} type="password" value={oldPassword} onChange={setOld} onBlur={() => blur('old')} error={errors.old} required autoComplete="current-password" />
        ) : null}
        <FormField label={t('fields.newPassword')} type="password" value={next} onChange={setNext} onBlur={() => blur('new')} error={errors.new} required autoComplete="new-password" />
        <FormField label={t('fields.confirmNewPassword')} type="password" value={confirm} onChange={setConfirm} onBlur={() => blur('confirm')} error={errors.confirm} required autoComplete="new-password" />
        <FormSubmit error={error} busy={isLoading} label={t('save')} />
      </form>
    </Modal>
  );
}
