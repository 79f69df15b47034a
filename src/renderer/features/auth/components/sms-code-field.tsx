import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { useSmsSender } from '../use-sms-sender';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Checks the number first; answers false to not send. */
  canSend: () => boolean;
  send: () => Promise<{ expiredMinutes: number }>;
  error?: string | null;
}

/** Code input with the send button: human check and send, then a countdown (spec sections 4, 5). */
export function SmsCodeField({ value, onChange, canSend, send, error }: Props) {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const sms = useSmsSender(send);
  const label = sms.sending ? t('verifying') : sms.seconds > 0 ? t('resendIn', { seconds: String(sms.seconds) }) : t('sendCode');
  return (
    <>
      <FormField
        label={t('fields.verificationCode')}
        value={value}
        onChange={onChange}
        error={error}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        addon={
          <button
            type="button"
            className="button button--ghost"
            data-sms-send=""
            disabled={sms.sending || sms.seconds > 0}
            onClick={() => {
              if (canSend()) void sms.trigger();
            }}
          >
            {label}
          </button>
        }
      />
      {sms.seconds > 0 ? <p className="form-hint">{t('codeSent')}</p> : null}
      {sms.warning ? (
        <p className="form-alert" role="alert">
          {te(sms.warning.code)}
          {sms.warning.message ? ` ${sms.warning.message}` : ''}
        </p>
      ) : null}
    </>
  );
}
