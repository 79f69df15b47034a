import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/lib/hooks';
import { authPopupOpened } from '@/lib/ui';
import { preloadAuthPopup } from './auth-popups';

/** The pointer coming over a button, pressing it or the keyboard reaching it starts its popup's download. */
function preloadOn(popup: 'login' | 'register') {
  const preload = () => preloadAuthPopup(popup);
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}

/** Header buttons of the logged-out state. */
export function AuthButtons() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  return (
    <div className="auth-buttons">
      <button type="button" className="button button--ghost" {...preloadOn('login')} onClick={() => dispatch(authPopupOpened('login'))}>
        {t('login')}
      </button>
      <button type="button" className="button button--primary" {...preloadOn('register')} onClick={() => dispatch(authPopupOpened('register'))}>
        {t('register')}
      </button>
    </div>
  );
}
