import { useTranslation } from 'react-i18next';
import { useSignOut } from '../use-sign-out';

/** Leaves a half-finished sign-in (wrong account, no phone at hand) for the sign-in page. */
export function RestartLink() {
  const { t } = useTranslation('console');
  const signOut = useSignOut();
  return (
    <p className="console-card__foot">
      <button type="button" className="link-button" onClick={() => signOut('signedOut')}>
        {t('enrol.restart')}
      </button>
    </p>
  );
}
