import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Tabs } from '@/components/tabs';
import { useLanguage } from '@/lib/i18n/i18n';
import { useRewardsQuery, useVipQuery } from '../api';
import { PromotionsSection } from './promotions-section';
import { keepClaimed, type Claimed } from '../keep-claimed';
import { RewardEntry } from './reward-item';
import { VipLadder } from './vip-ladder';
import { VipProgress } from './vip-progress';

type Tab = 'rewards' | 'vip';

function Rewards() {
  const { t } = useTranslation('promotions');
  const { data, error, isLoading } = useRewardsQuery(useLanguage());
  // A reward claimed here leaves the list the server answers next, but stays on screen (in its
  // place, with what it paid) until the player leaves the page: its confirmation must be readable.
  const [claimed, setClaimed] = useState<readonly Claimed[]>([]);
  const list = data ? keepClaimed(data.list, claimed) : [];
  if (isLoading) return null;
  if (error && !data) return <EmptyState failed message={t('rewards.loadFailed')} />;
  if (!data || list.length === 0) return <EmptyState message={t('rewards.empty')} />;
  return (
    <ul className="rewards" aria-label={t('rewards.listLabel')}>
      {list.map((item, index) => (
        <RewardEntry key={item.key} item={item} currency={data.currency} onPaid={() => setClaimed((done) => [...done, { item, index }])} />
      ))}
    </ul>
  );
}

function Vip() {
  const { t } = useTranslation('promotions');
  const { data, error } = useVipQuery(useLanguage());
  if (error && !data) return <EmptyState failed message={t('vip.loadFailed')} />;
  return data ? (
    <div className="vip">
      <p className="promotions__intro">{t('vip.intro')}</p>
      <VipProgress view={data} />
      <VipLadder view={data} />
    </div>
  ) : null;
}

/**
 * `rewardCenter`: everything the member may claim now (rebate, sign-in, an envelope rain, raffle
 * prizes, completed missions; the badges count the same list), and the VIP programme (`?tab=vip`,
 * where the side menu's VIP item leads).
 */
export default function RewardCenterPage() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'vip' ? 'vip' : 'rewards';
  return (
    <PromotionsSection id="rewards-title" title={t('rewards.title')} intro={t('rewards.intro')} loading={false}>
      <Tabs
        label={t('rewards.title')}
        value={tab}
        onChange={(next) => setParams(next === 'vip' ? { tab: 'vip' } : {}, { replace: true })}
        items={[
          { key: 'rewards', label: t('rewards.tab') },
          { key: 'vip', label: t('vip.title') },
        ]}
      />
      {tab === 'vip' ? <Vip /> : <Rewards />}
    </PromotionsSection>
  );
}
