import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { Tabs } from '@/components/tabs';
import { useWhitelabelQuery } from '@/lib/config-api';
import { useAppDispatch } from '@/lib/hooks';
import { authPopupOpened } from '@/lib/ui';
import { useFreePlayMutation } from '../api';
import { useCompleteLogin } from '../use-complete-login';
import { ErrorAlert } from '@/components/error-alert';
import { MobileLoginForm } from './mobile-login-form';
import { UsernameLoginForm } from './username-login-form';
import { PopupBanner } from './popup-banner';

type Tab = 'username' | 'mobile';

/** Login popup: username and mobile tabs (mobile only with code login), register and forgot links, free play. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { data: whitelabel } = useWhitelabelQuery();
  const [tab, setTab] = useState<Tab>('username');
  const [freePlay, freePlayState] = useFreePlayMutation();
  const complete = useCompleteLogin();
  const features = whitelabel?.features;
  const tabs: { key: Tab; label: string }[] = [{ key: 'username', label: t('tabs.username') }];
  if (features?.mobileCodeLogin) tabs.push({ key: 'mobile', label: t('tabs.mobile') });
  const current = tabs.some((x) => x.key === tab) ? tab : 'username';

  const tryFree = async () => {
    try {
      complete(await freePlay().unwrap(), { type: 'trial' });
    } catch {
      // Shown by the alert below.
    }
  };

  return (
    <Modal title={t('login')} onClose={onClose} size="sm">
      <PopupBanner group="w_login" />
      <Tabs items={tabs} value={current} onChange={setTab} label={t('loginMethods')} />
      {current === 'mobile' ? <MobileLoginForm /> : <UsernameLoginForm />}
      <div className="form-links">
        <button type="button" className="link-button" onClick={() => dispatch(authPopupOpened('forgot'))}>
          {t('forgotPassword')}
        </button>
        <button type="button" className="link-button" onClick={() => dispatch(authPopupOpened('register'))}>
          {t('noAccount')}
        </button>
      </div>
      {features?.freePlay ? (
        <div className="auth-freeplay">
          <ErrorAlert error={freePlayState.error} />
          <button type="button" className="button button--ghost" disabled={freePlayState.isLoading} onClick={() => void tryFree()}>
            {t('freePlay')}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
