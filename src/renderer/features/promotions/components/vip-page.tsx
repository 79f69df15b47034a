import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { useLanguage } from '@/lib/i18n/i18n';
import { useVipQuery } from '../api';
import { PromotionsSection } from './promotions-section';
import { VipLadder } from './vip-ladder';
import { VipProgress } from './vip-progress';

/** `rewardCenter`: the VIP ladder, the member's level and the way to the next one. */
export default function VipPage() {
  const { t } = useTranslation('promotions');
  const { data, error, isLoading } = useVipQuery(useLanguage());
  return (
    <PromotionsSection id="vip-title" title={t('vip.title')} intro={t('vip.intro')} loading={isLoading}>
      {error && !data ? <EmptyState failed message={t('vip.loadFailed')} /> : null}
      {data ? (
        <div className="vip">
          <VipProgress view={data} />
          <VipLadder view={data} />
        </div>
      ) : null}
    </PromotionsSection>
  );
}
