import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { useAppSelector } from '@/lib/hooks';
import { useLanguage } from '@/lib/i18n/i18n';
import { selectIsTrial } from '@/lib/session';
import { usePublicStateQuery } from '@/lib/session-api';
import { BalanceBox } from './balance-box';
import { CopyIdButton } from './copy-id-button';
import { UserMenu } from './user-menu';
import '../account.css';

/** Logged-in header: balance, deposit, withdraw, VIP badge, copy-ID, notices and the avatar menu. */
export function HeaderAccount() {
  const { t } = useTranslation('account');
  const trial = useAppSelector(selectIsTrial);
  const known = useAppSelector((s) => s.session.user !== null);
  // Trial accounts skip the unread-message (public state) fetch; wait until the type is known.
  const { data: state } = usePublicStateQuery(useLanguage(), { skip: !known || trial });
  return (
    <div className="header-account">
      <BalanceBox />
      <Link to="/member/depositv2" className="button button--primary header-account__deposit">
        {t('deposit')}
      </Link>
      <Link to="/member/withdraw" className="button button--ghost header-account__withdraw">
        {t('withdraw')}
      </Link>
      {state?.hasVip ? (
        <Link to="/member/rewardCenter?tab=vip" className="vip-badge" aria-label={t('vip', { label: state.vipLabelName })}>
          <Icon name="crown" size={14} />
          {state.vipLabelName}
        </Link>
      ) : null}
      <CopyIdButton />
      <Link to="/member/messageV2" className="icon-button header-account__notice" aria-label={t('notices', { count: state?.unreadMessage ?? 0 })}>
        <Icon name="bell" size={18} />
        {state && state.unreadMessage > 0 ? <span className="badge">{state.unreadMessage}</span> : null}
      </Link>
      <UserMenu />
    </div>
  );
}
