import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useTotpVerifyMutation } from '../api';
import { CodeField } from '../components/code-field';
import { ErrorAlert } from '@/components/error-alert';
import { GateCard } from '../components/gate-card';
import { RestartLink } from '../components/restart-link';
import { StageGate } from '../components/stage-gate';
import { isRecoveryCode, isTotpCode, normalRecoveryCode } from '../second-factor';

function VerifyForm({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [verify, { isLoading, error, reset }] = useTotpVerifyMutation();

  const change = (next: string) => {
    setValue(next);
    setFieldError(null);
    reset();
  };
  const switchMode = () => {
    setRecovery((on) => !on);
    change('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = recovery ? isRecoveryCode(value) : isTotpCode(value);
    if (!valid) return setFieldError(recovery ? t('verify.recoveryInvalid') : t('code.invalid'));
    try {
      await verify(recovery ? { token, recoveryCode: normalRecoveryCode(value) } : { token, code: value }).unwrap();
      void navigate('/console', { replace: true });
    } catch {
      setValue('');
    }
  };

  return (
    <GateCard heading={t('verify.heading')} intro={recovery ? t('verify.recoveryIntro') : t('verify.intro')}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        {recovery ? (
          <FormField
            label={t('verify.recoveryLabel')}
            value={value}
            onChange={change}
            error={fieldError}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={16}
            placeholder="abcde-fghjk"
          />
        ) : (
          <CodeField value={value} onChange={change} error={fieldError} />
        )}
        <ErrorAlert error={error} />
        <SubmitButton label={t('verify.submit')} busy={isLoading} />
      </form>
      <p className="console-card__foot">
        <button type="button" className="link-button" onClick={switchMode}>
          {recovery ? t('verify.useApp') : t('verify.useRecovery')}
        </button>
      </p>
      <RestartLink />
    </GateCard>
  );
}

/** /console/verify: the second factor of a returning operator, the app's code or a recovery code. */
export function VerifyPage() {
  return <StageGate stage="verify">{(_me, token) => <VerifyForm token={token} />}</StageGate>;
}
