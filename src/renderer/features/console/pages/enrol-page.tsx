import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/qr-code';
import { SubmitButton } from '@/components/submit-button';
import { copyText } from '@/lib/clipboard';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useTotpConfirmMutation, useTotpEnrolMutation } from '../api';
import { CodeField } from '../components/code-field';
import { ErrorAlert } from '@/components/error-alert';
import { GateCard } from '../components/gate-card';
import { RecoveryCodes } from '../components/recovery-codes';
import { RestartLink } from '../components/restart-link';
import { StageGate } from '../components/stage-gate';
import { groupedSecret, isTotpCode } from '../second-factor';

/** The new secret: asked for once per page (StrictMode's second effect run asks nothing). */
function useEnrolment(token: string) {
  const [enrol, state] = useTotpEnrolMutation();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    void enrol({ token });
  }, [enrol, token]);
  return { ...state, retry: () => void enrol({ token }) };
}

function EnrolForm({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const dispatch = useAppDispatch();
  const enrolment = useEnrolment(token);
  const [confirm, confirmed] = useTotpConfirmMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  if (confirmed.data) {
    return (
      <GateCard heading={t('recovery.heading')} intro={t('recovery.intro')}>
        <RecoveryCodes token={token} codes={confirmed.data.recoveryCodes} />
      </GateCard>
    );
  }
  if (!enrolment.data) {
    return (
      <GateCard heading={t('enrol.heading')} intro={t('enrol.intro')}>
        {enrolment.error ? (
          <>
            <ErrorAlert error={enrolment.error} />
            <button type="button" className="button button--ghost" onClick={enrolment.retry}>
              {t('enrol.retry')}
            </button>
          </>
        ) : (
          <p role="status">{t('enrol.preparing')}</p>
        )}
        <RestartLink />
      </GateCard>
    );
  }
  const { secret, otpauthUrl } = enrolment.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTotpCode(code)) return setCodeError(t('code.invalid'));
    setCodeError(null);
    void confirm({ token, code })
      .unwrap()
      .catch(() => setCode(''));
  };

  return (
    <GateCard heading={t('enrol.heading')} intro={t('enrol.intro')}>
      <div className="console-enrol">
        <QrCode text={otpauthUrl} alt={t('enrol.qrAlt')} displaySize={200} className="console-enrol__qr" />
        <div className="console-enrol__secret">
          <p className="form-field__label" id="console-secret-label">
            {t('enrol.secret')}
          </p>
          <code className="console-secret" aria-labelledby="console-secret-label">
            {groupedSecret(secret)}
          </code>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void copyText(secret).then(() => dispatch(toastShown({ key: 'console:enrol.copied', tone: 'success' })))}
          >
            {t('enrol.copySecret')}
          </button>
        </div>
      </div>
      <form className="form" onSubmit={submit} noValidate>
        <CodeField value={code} onChange={(next) => { setCode(next); setCodeError(null); confirmed.reset(); }} error={codeError} />
        <ErrorAlert error={confirmed.error} />
        <SubmitButton label={t('enrol.submit')} busy={confirmed.isLoading} />
      </form>
      <RestartLink />
    </GateCard>
  );
}

/** /console/enrol: the first sign-in of an operator sets up the authenticator app, then gets recovery codes. */
export function EnrolPage() {
  return <StageGate stage="enrol">{(_me, token) => <EnrolForm token={token} />}</StageGate>;
}
