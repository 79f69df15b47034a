import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Header buttons of the logged-out state. */
export function AuthButtons() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="auth-buttons">
      <button type="button" className="button button--ghost" onClick={() => void navigate('/login', { state: { keepScroll: true } })}>
        {t('login')}
      </button>
      <button type="button" className="button button--primary" onClick={() => void navigate('/register', { state: { keepScroll: true } })}>
        {t('register')}
      </button>
    </div>
  );
}
