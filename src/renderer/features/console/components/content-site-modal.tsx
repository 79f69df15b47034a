import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/icons';
import '@/components/modal.css';

/**
 * A dialog of the site as a player sees it, drawn in place: the site's own modal classes
 * (components/modal.css) on a dimmed frame, without the overlay, focus trap or scroll lock.
 */
export function ContentSiteModal({ title, size, label, children }: { title: string; size: 'sm' | 'md' | 'lg'; label: string; children: ReactNode }) {
  return (
    <figure className="content-site" aria-label={label}>
      <div className={`modal modal--${size} content-site__modal`}>
        <div className="modal__header">
          <h3 className="modal__title">{title}</h3>
          <span className="icon-button" aria-hidden="true">
            <CloseIcon />
          </span>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </figure>
  );
}
