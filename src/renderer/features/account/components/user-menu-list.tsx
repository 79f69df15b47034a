import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon, type IconName } from '@/components/icons';
import { useWhitelabelQuery } from '@/lib/config-api';
import { getHost } from '@/lib/host/get-host';
import { useAppSelector } from '@/lib/hooks';
import { selectIsAgent } from '@/lib/session';
import { useLogoutMutation } from '@/lib/session-api';
import { useContractRequests } from '@/lib/use-contract-requests';
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

export interface UserMenuListProps {
  /** The menu list is shown. */
  open: boolean;
  /** The sign-out confirmation is shown. */
  confirming: boolean;
  onClose(): void;
  onConfirming(confirming: boolean): void;
}

/**
 * The account menu's list and its sign-out confirmation: my account, records, messages, service,
 * agent entry, sign out. Its own chunk, loaded when the avatar button is first pointed at or pressed.
 */
export default function UserMenuList({ open, confirming, onClose, onConfirming }: UserMenuListProps) {
  const { t } = useTranslation('account');
  const isAgent = useAppSelector(selectIsAgent);
  const { data: whitelabel } = useWhitelabelQuery();
  const [logout] = useLogoutMutation();
  const service = whitelabel?.customerService[0];
  // Contract offers and termination requests wait in the agent centre: counted on its entry.
  const requests = useContractRequests().length;
  return (
    <>
      {open ? (
        <div className="user-menu__list" role="menu" aria-label={t('accountMenu')}>
          {LINKS.filter((l) => !l.agent || isAgent).map((link) => (
            <Link key={link.key} role="menuitem" to={link.to} className={`user-menu__item${link.phone ? ' user-menu__item--phone' : ''}`} onClick={onClose}>
              <Icon name={link.icon} size={18} />
              {t(link.key)}
              {link.key === 'agentCentre' && requests > 0 ? (
                <span className="centre-nav__badge user-menu__count" aria-label={t('contractRequests', { n: String(requests) })}>
                  {requests}
                </span>
              ) : null}
            </Link>
          ))}
          <CopyIdItem onDone={onClose} />
          <button type="button" role="menuitem" className="user-menu__item" disabled={!service} onClick={() => service && getHost().openCustomerService(service.url)}>
            <Icon name="headset" size={18} />
            {t('customerService')}
          </button>
          <button type="button" role="menuitem" className="user-menu__item" onClick={() => { onClose(); onConfirming(true); }}>
            <Icon name="logout" size={18} />
            {t('signOut')}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('signOut')}
          message={t('inSureLogout')}
          onCancel={() => onConfirming(false)}
          onConfirm={() => {
            onConfirming(false);
            void logout();
          }}
        />
      ) : null}
    </>
  );
}
