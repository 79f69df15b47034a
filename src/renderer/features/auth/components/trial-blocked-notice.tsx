import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { useAppDispatch } from '@/lib/hooks';
import { useLogoutMutation } from '@/lib/session-api';
import { authPopupOpened } from '@/lib/ui';
import '@/components/preparing-notice.css';

/** Shown instead of an account page to a trial account (in_need_true_account). */
export function TrialBlockedNotice() {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return (
    <div className="page">
      <section className="preparing">
        <div className="preparing__card" role="alert">
        <span className="preparing__icon">
          <Icon name="shield" size={28} />
        </span>
        <p className="preparing__title">{te('in_need_true_account')}</p>
        <p className="preparing__hint">{t('trialHint')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void logout().then(() => dispatch(authPopupOpened('register')))}
        >
          {t('register')}
        </button>
        </div>
      </section>
    </div>
  );
}
