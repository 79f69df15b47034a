import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon, type IconName } from '@/components/icons';
import { useWhitelabelQuery } from '@/lib/config-api';
import { getHost } from '@/lib/host/get-host';
import { useAppSelector } from '@/lib/hooks';
import { selectIsAgent, selectUser } from '@/lib/session';
import { useLogoutMutation } from '@/lib/session-api';
import { useContractRequests } from '@/lib/use-contract-requests';
import { Avatar } from './avatar';
import { CopyIdItem } from './copy-id-button';

const LINKS: { to: string; key: string; icon: IconName; agent?: boolean; phone?: boolean }[] = [
  { to: '/member/depositv2', key: 'deposit', icon: 'wallet', phone: true },
  { to: '/member/withdraw', key: 'withdraw', icon: 'arrowUp', phone: true },
  { to: '/member/messageV2', key: 'noticesShort', icon: 'bell', phone: true },
  { to: '/member', key: 'myAccount', icon: 'user' },
  { to: '/member/personalHistoryCopy', key: 'bettingRecord', icon: 'list' },
  { to: '/member/messageV2', key: 'messages', icon: 'mail' },
  { to: '/agentHome', key: 'agentCentre', icon: 'crown', agent: true },
];

/** Avatar button with the account menu: my account, records, messages, service, agent entry, sign out. */
export function UserMenu() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const user = useAppSelector(selectUser);
  const isAgent = useAppSelector(selectIsAgent);
  const { data: whitelabel } = useWhitelabelQuery();
  const [logout] = useLogoutMutation();
  const service = whitelabel?.customerService[0];
  // Contract offers and termination requests wait in the agent centre: counted on its entry.
  const requests = useContractRequests().length;

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
      <button type="button" className="user-menu__toggle" aria-haspopup="menu" aria-expanded={open} aria-label={t('accountMenu')} onClick={() => setOpen((o) => !o)}>
        <Avatar />
        <span className="user-menu__name">{user?.nickname || user?.account}</span>
      </button>
      {open ? (
        <div className="user-menu__list" role="menu" aria-label={t('accountMenu')}>
          {LINKS.filter((l) => !l.agent || isAgent).map((link) => (
            <Link key={link.key} role="menuitem" to={link.to} className={`user-menu__item${link.phone ? ' user-menu__item--phone' : ''}`} onClick={() => setOpen(false)}>
              <Icon name={link.icon} size={18} />
              {t(link.key)}
              {link.key === 'agentCentre' && requests > 0 ? (
                <span className="centre-nav__badge user-menu__count" aria-label={t('contractRequests', { n: String(requests) })}>
                  {requests}
                </span>
              ) : null}
            </Link>
          ))}
          <CopyIdItem onDone={() => setOpen(false)} />
          <button type="button" role="menuitem" className="user-menu__item" disabled={!service} onClick={() => service && getHost().openCustomerService(service.url)}>
            <Icon name="headset" size={18} />
            {t('customerService')}
          </button>
          <button type="button" role="menuitem" className="user-menu__item" onClick={() => { setOpen(false); setConfirming(true); }}>
            <Icon name="logout" size={18} />
            {t('signOut')}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('signOut')}
          message={t('inSureLogout')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void logout();
          }}
        />
      ) : null}
    </div>
  );
}
