import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

/** A yes/no question over the page (e.g. "Are you sure you want to sign out?"). */
export function ConfirmDialog({ title, message, onConfirm, onCancel }: { title: string; message: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onCancel} size="sm">
      <p className="confirm__message">{message}</p>
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
