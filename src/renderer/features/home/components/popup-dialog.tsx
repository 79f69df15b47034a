import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Popup } from '@shared/api/games';
import { Modal } from '@/components/modal';
import { addMessages } from '@/lib/i18n/i18n';
import { popupsCn } from '../i18n/popups-cn';
import { popupsEn } from '../i18n/popups-en';
import { popupsTh } from '../i18n/popups-th';
import { popupPage } from '../popup-slides';
import { PopupSlider } from './popup-slider';
import './popup-dialog.css';

// The words travel with this chunk (a few dozen strings in three languages), not with home's bundle.
await addMessages({
  EN: () => Promise.resolve({ popups: popupsEn }),
  CN: () => Promise.resolve({ popups: popupsCn }),
  TH: () => Promise.resolve({ popups: popupsTh }),
});

export interface PopupDialogProps {
  /** The audience's popups; the dialog shows the first page (7) of them. */
  popups: readonly Popup[];
  /** Closed by the close button, Escape or the backdrop; `hideToday` when "don't show again today" was chosen. */
  onClose: (hideToday: boolean) => void;
}

/** The announcement popups in one dialog: a slide per popup, and a way to keep them away for today. */
export default function PopupDialog({ popups, onClose }: PopupDialogProps) {
  const { t } = useTranslation('popups');
  // Escape and the backdrop must not fire twice while the parent re-reads storage.
  const [closed, setClosed] = useState(false);
  const close = (hideToday: boolean) => {
    if (closed) return;
    setClosed(true);
    onClose(hideToday);
  };
  return (
    <Modal title={t('title')} onClose={() => close(false)} size="sm">
      <PopupSlider popups={popupPage(popups)} />
      <div className="popup-dialog__footer">
        <button type="button" className="button button--ghost" onClick={() => close(true)}>
          {t('hideToday')}
        </button>
      </div>
    </Modal>
  );
}
