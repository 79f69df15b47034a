import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { Modal } from '@/components/modal';

/** The login / register popup shell; the accounts issue puts the forms in it. */
export function AuthModal({ kind, onClose }: { kind: 'login' | 'register'; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  return (
    <Modal title={t(kind)} onClose={onClose} size="sm">
      <div className="auth-modal" role="status">
        <span className="preparing__icon">
          <Icon name={kind === 'login' ? 'user' : 'gift'} size={28} />
        </span>
        <p className="preparing__title">{tc('preparing.title')}</p>
        <p className="preparing__hint">{t('preparing')}</p>
      </div>
    </Modal>
  );
}
