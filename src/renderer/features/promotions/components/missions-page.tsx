import { useTranslation } from 'react-i18next';
import type { MissionProgress } from '@shared/api/missions';
import { EmptyState } from '@/components/empty-state';
import { useLanguage } from '@/lib/i18n/i18n';
import { useMissionsQuery } from '../api';
import { MissionItem } from './mission-item';
import { MissionLeaderboard } from './mission-leaderboard';
import { PromotionsSection } from './promotions-section';

function MissionList({ id, title, missions, currency }: { id: string; title: string; missions: MissionProgress[]; currency: string }) {
  if (missions.length === 0) return null;
  return (
    <section className="missions__group" aria-labelledby={id}>
      <h2 id={id} className="rebate__heading">
        {title}
      </h2>
      <ul className="missions__list">
        {missions.map((mission) => (
          <MissionItem key={`${mission.promotionId}-${mission.code}`} mission={mission} currency={currency} />
        ))}
      </ul>
    </section>
  );
}

/** `missionLeaderboard`: today's and this week's missions with their progress and claims, and the week's points board. */
export default function MissionsPage() {
  const { t } = useTranslation('promotions');
  const { data, error, isLoading } = useMissionsQuery(useLanguage());
  return (
    <PromotionsSection id="missions-title" title={t('missions.title')} intro={t('missions.intro')} loading={isLoading}>
      {error && !data ? <EmptyState failed message={t('missions.loadFailed')} /> : null}
      {data ? (
        <>
          <p className="missions__points" data-testid="week-points">
            {t('missions.weekPoints', { points: data.weekPoints })}
          </p>
          {data.list.length === 0 ? <EmptyState message={t('missions.empty')} /> : null}
          <div className="missions">
            <MissionList id="missions-daily" title={t('missions.daily')} missions={data.list.filter((m) => m.period === 'daily')} currency={data.currency} />
            <MissionList id="missions-weekly" title={t('missions.weekly')} missions={data.list.filter((m) => m.period === 'weekly')} currency={data.currency} />
          </div>
        </>
      ) : null}
      <MissionLeaderboard />
    </PromotionsSection>
  );
}
