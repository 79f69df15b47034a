import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { Tabs } from '@/components/tabs';
import { useWhitelabelQuery } from '@/lib/config-api';
import { useAppDispatch } from '@/lib/hooks';
import { authPopupOpened } from '@/lib/ui';
import { ForgotEmailForm } from './forgot-email-form';
import { ForgotMobileForm } from './forgot-mobile-form';
import { PopupBanner } from './popup-banner';

/** Forgot password: e-mail tab, and the mobile tab only when setting CHNGPASSVERIF3 is on. */
export function ForgotModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { data: whitelabel } = useWhitelabelQuery();
  const [tab, setTab] = useState<'email' | 'mobile'>('email');
  const tabs: { key: 'email' | 'mobile'; label: string }[] = [{ key: 'email', label: t('tabs.email') }];
  if (whitelabel?.settings.CHNGPASSVERIF3) tabs.push({ key: 'mobile', label: t('tabs.mobile') });
  const current = tabs.some((x) => x.key === tab) ? tab : 'email';
  return (
    <Modal title={t('forgotPassword')} onClose={onClose} size="sm">
      <PopupBanner group="w_forget" />
      <Tabs items={tabs} value={current} onChange={setTab} label={t('recoveryMethods')} />
      {current === 'mobile' ? <ForgotMobileForm /> : <ForgotEmailForm />}
      <div className="form-links">
        <button type="button" className="link-button" onClick={() => dispatch(authPopupOpened('login'))}>
          {t('backToLogin')}
        </button>
      </div>
    </Modal>
  );
}
