import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { useConsoleQueuesQuery } from '../api';
import { useConsoleSession } from '../console-session';
import type { NavItem } from '../nav-items';
import { pendingTotal } from '../pending-total';

/** The queues are read again now and then, so the badge moves while the operator works elsewhere. */
const BADGE_POLL_MS = 60_000;

function PendingBadge() {
  const { t } = useTranslation('console');
  const { token } = useConsoleSession();
  const { data } = useConsoleQueuesQuery({ token: token ?? '' }, { skip: !token, pollingInterval: BADGE_POLL_MS });
  const count = data ? pendingTotal(data) : 0;
  if (count === 0) return null;
  return (
    <span className="console-nav__badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"> {t('nav.pending', { count })}</span>
    </span>
  );
}

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
                <span>{t(`nav.${item.label}`)}</span>
                {item.badge === 'pending' ? <PendingBadge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
