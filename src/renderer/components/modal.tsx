import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import './modal.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `full`: as wide as `lg` on desktops, the whole screen on phones (a panel that needs the room). */
  size?: 'sm' | 'md' | 'lg' | 'full';
}

/** An accessible dialog: labelled, modal, focus-trapped, scroll-locking. */
export function Modal({ title, onClose, children, size = 'md' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useScrollLock();
  useFocusTrap(ref, onClose);

  return createPortal(
    <div className="modal__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('close')}>
            <CloseIcon />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
