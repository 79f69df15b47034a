import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/hooks';
import { selectUser } from '@/lib/session';
import { Avatar } from './avatar';

// The list opens only on a click, so its code is not in the first JavaScript. Pointing at or
// focusing the avatar button starts the download, so the list is usually there when it is pressed.
const loadList = () => import('./user-menu-list');
const UserMenuList = lazy(loadList);
const preloadList = () => void loadList().catch(() => undefined);

/** Avatar button with the account menu: my account, records, messages, service, agent entry, sign out. */
export function UserMenu() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const user = useAppSelector(selectUser);

  useEffect(() => {
    if (!open) return undefined;
    const away = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('accountMenu')}
        onPointerEnter={preloadList}
        onPointerDown={preloadList}
        onFocus={preloadList}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar />
        <span className="user-menu__name">{user?.nickname || user?.account}</span>
      </button>
      {open || confirming ? (
        <Suspense fallback={null}>
          <UserMenuList open={open} confirming={confirming} onClose={() => setOpen(false)} onConfirming={setConfirming} />
        </Suspense>
      ) : null}
    </div>
  );
}
