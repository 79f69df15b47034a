import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import type { NavItem } from '../nav-items';

/** The sections the operator may use; a drawer on phones (console.css), a column on desktops. */
export function ConsoleNav({ id, items, open, onClose }: { id: string; items: readonly NavItem[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const close = useRef<HTMLButtonElement>(null);
  // The drawer covers the page: the keyboard starts inside it.
  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);
  return (
    <>
      {open ? <div className="console-nav__scrim" aria-hidden="true" onClick={onClose} /> : null}
      <nav id={id} className={`console-nav${open ? ' console-nav--open' : ''}`} aria-label={t('menu.label')}>
        <button ref={close} type="button" className="icon-button console-nav__close" aria-label={t('menu.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
        <ul className="console-nav__list">
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} className="console-nav__link" onClick={onClose}>
                {t(`nav.${item.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
