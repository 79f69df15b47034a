import { useTranslation } from 'react-i18next';
import { MEMBER_PAGES, type MemberPage } from '@shared/routes';
import { CentreNav } from '@/components/centre-nav';
import { useBadgeCounts } from '@/lib/use-badge-counts';

/** The personal centre's page navigation (spec section 2; default securityCenter), with the reward, mission and message badges. */
export function MemberNav({ current }: { current: MemberPage }) {
  const { t } = useTranslation('member');
  const { claimable, missions, unread } = useBadgeCounts();
  const badges: Partial<Record<MemberPage, { badge: number; badgeLabel: string }>> = {
    rewardCenter: { badge: claimable, badgeLabel: t('badges.claimable', { count: claimable }) },
    missionLeaderboard: { badge: missions, badgeLabel: t('badges.claimable', { count: missions }) },
    messageV2: { badge: unread, badgeLabel: t('badges.unread', { count: unread }) },
  };
  const items = MEMBER_PAGES.map((page) => ({ key: page, to: `/member/${page}`, label: t(`pages.${page}`), ...badges[page] }));
  return <CentreNav label={t('centre')} items={items} current={current} />;
}
