import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/icons';
import { useBadgeCounts } from '@/lib/use-badge-counts';

type Shortcut = 'deposit' | 'withdrawal' | 'account' | 'invite' | 'promotions' | 'vip' | 'betRecord' | 'accountRecord' | 'profitLoss' | 'messages';

/** Side-menu personal-centre items; guarded targets send logged-out visitors to /login. */
const SHORTCUTS: ReadonlyArray<{ key: Shortcut; to: string; icon: IconName }> = [
  { key: 'deposit', to: '/member/depositv2', icon: 'wallet' },
  { key: 'withdrawal', to: '/member/withdraw', icon: 'arrowUp' },
  { key: 'account', to: '/member/securityCenter', icon: 'user' },
  { key: 'invite', to: '/member/referral', icon: 'share' },
  { key: 'promotions', to: '/promotions', icon: 'gift' },
  { key: 'vip', to: '/member/rewardCenter?tab=vip', icon: 'crown' },
  { key: 'betRecord', to: '/member/personalHistoryCopy', icon: 'list' },
  { key: 'accountRecord', to: '/member/transactionHistory', icon: 'clock' },
  { key: 'profitLoss', to: '/member/personalProfit', icon: 'chart' },
  { key: 'messages', to: '/member/messageV2', icon: 'mail' },
];

export function MemberShortcuts({ className }: { className: string }) {
  const { t } = useTranslation('member');
  const { claimable } = useBadgeCounts();
  const { search } = useLocation();
  // A target with a query (the reward centre's VIP tab) is current only with that query.
  const current = (to: string, isActive: boolean) => isActive && (!to.includes('?') || search === to.slice(to.indexOf('?')));
  return (
    <ul className={className}>
      {SHORTCUTS.map((item) => (
        <li key={item.key}>
          <NavLink to={item.to} className={({ isActive }) => (current(item.to, isActive) ? 'active' : '')}>
            <Icon name={item.icon} size={18} />
            <span>{t(`shortcuts.${item.key}`)}</span>
            {item.key === 'promotions' && claimable > 0 ? (
              <span className="side-menu__badge" aria-label={t('badges.claimable', { count: claimable })}>
                {claimable > 99 ? '99+' : claimable}
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
