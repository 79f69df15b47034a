import { useAppSelector } from './hooks';
import { useLanguage } from './i18n/i18n';
import { selectIsTrial } from './session';
import { usePublicStateQuery } from './session-api';

/**
 * The counts the badges of the side menu and the personal centre show, from the public state: what
 * the member may claim (availablePromoCount), the missions among it and unread messages. Visitors and trial accounts: none.
 */
export function useBadgeCounts(): { claimable: number; missions: number; unread: number } {
  const known = useAppSelector((s) => s.session.user !== null);
  const trial = useAppSelector(selectIsTrial);
  const { data } = usePublicStateQuery(useLanguage(), { skip: !known || trial });
  return { claimable: data?.availablePromoCount ?? 0, missions: data?.availableMissionCount ?? 0, unread: data?.unreadMessage ?? 0 };
}
