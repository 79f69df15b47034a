import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/lib/hooks';
import { authPopupOpened } from '@/lib/ui';

/** Header buttons of the logged-out state. */
export function AuthButtons() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  return (
    <div className="auth-buttons">
      <button type="button" className="button button--ghost" onClick={() => dispatch(authPopupOpened('login'))}>
        {t('login')}
      </button>
      <button type="button" className="button button--primary" onClick={() => dispatch(authPopupOpened('register'))}>
        {t('register')}
      </button>
    </div>
  );
}
