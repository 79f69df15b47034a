import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@shared/errors';

/** A failed call's translated message; no_upline also says who has an upline. */
export function CallAlert({ code }: { code: ErrorCode | undefined }) {
  const { t } = useTranslation('wallet');
  if (!code) return null;
  return (
    <p className="form-alert" role="alert">
      {t(`errors:${code}`)}
      {code === 'no_upline' ? ` ${t('upline.noUplineHint')}` : null}
    </p>
  );
}

/** The line after a move went through; the live region stays mounted so the news is read out. */
export function DoneStatus({ text }: { text: string | null }) {
  return (
    <div role="status" className="wallet-done">
      {text ? <p className="form-alert form-alert--info">{text}</p> : null}
    </div>
  );
}
