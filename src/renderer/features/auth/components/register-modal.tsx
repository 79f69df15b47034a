import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { Tabs } from '@/components/tabs';
import { useRegisterSettingQuery, useWhitelabelQuery } from '@/lib/config-api';
import { useAppDispatch } from '@/lib/hooks';
import { authPopupOpened } from '@/lib/ui';
import { captchaField, type RegisterMode } from '@/lib/register-form/register-fields';
import { useCaptcha } from '../use-captcha';
import { RegisterForm } from './register-form';
import { PopupBanner } from './popup-banner';

/** Register popup: username and mobile tabs, each only when the merchant enables it. */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: whitelabel } = useWhitelabelQuery();
  const { data: setting } = useRegisterSettingQuery();
  const [tab, setTab] = useState<RegisterMode>('username');
  // Kept here so switching tabs keeps the captcha (one new captcha a second per address).
  const captchaState = useCaptcha(setting ? captchaField(setting) !== null : false);
  const tabs: { key: RegisterMode; label: string }[] = [];
  if (whitelabel?.features.usernameRegistration) tabs.push({ key: 'username', label: t('tabs.username') });
  if (whitelabel?.features.mobileRegistration) tabs.push({ key: 'mobile', label: t('tabs.mobile') });
  const current = tabs.some((x) => x.key === tab) ? tab : tabs[0]?.key;
  return (
    <Modal title={t('register')} onClose={onClose} size="sm">
      <PopupBanner group="w_reg" />
      <Tabs items={tabs} value={current ?? 'username'} onChange={setTab} label={t('registerMethods')} />
      {!whitelabel || !setting ? <p role="status">{tc('loading')}</p> : null}
      {whitelabel && setting && current ? <RegisterForm key={current} setting={setting} mode={current} captchaState={captchaState} /> : null}
      {whitelabel && tabs.length === 0 ? <p className="form-alert">{t('registrationClosed')}</p> : null}
      <div className="form-links">
        <button type="button" className="link-button" onClick={() => dispatch(authPopupOpened('login'))}>
          {t('haveAccount')}
        </button>
      </div>
    </Modal>
  );
}
