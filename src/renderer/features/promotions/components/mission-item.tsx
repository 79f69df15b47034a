import { useTranslation } from 'react-i18next';
import type { MissionProgress } from '@shared/api/missions';
import { ProgressBar } from '@/components/progress-bar';
import { StatusBadge } from '@/components/status-badge';
import { moneyText } from '@/lib/format';
import { activityTone } from '../status-tone';
import { useClaim } from '../use-claim';
import { useDecimals } from '../use-decimals';
import { localMinute } from '../when';
import { ClaimNews } from './claim-news';

/** What the mission asks, in words: "Play 20 rounds", "Wager 500.00 THB on Slots". */
export function useGoalText() {
  const { t } = useTranslation(['promotions', 'games']);
  const decimals = useDecimals();
  return (mission: MissionProgress, currency: string) => {
    const figure = (n: number) => (mission.goal === 'wager' || mission.goal === 'deposit' ? moneyText(n, currency, decimals) : String(n));
    const goal = mission.goal === 'wager' && mission.category ? t('missions.goals.wagerOn', { amount: figure(mission.target), category: t(`games:categories.${mission.category}`) }) : t(`missions.goals.${mission.goal}`, { count: mission.target, amount: figure(mission.target) });
    return { goal, progress: `${figure(mission.progress)} / ${figure(mission.target)}` };
  };
}

/** One mission: what it asks, the progress bar, the reward and points, and its claim. */
export function MissionItem({ mission, currency }: { mission: MissionProgress; currency: string }) {
  const { t } = useTranslation('promotions');
  const decimals = useDecimals();
  const text = useGoalText()(mission, currency);
  const { run, busy, outcome } = useClaim(mission.promotionId, `missions/${mission.code}/claim`);
  const titleId = `mission-${mission.promotionId}-${mission.code}`;
  return (
    <li className="mission" aria-labelledby={titleId} data-testid={`mission-${mission.code}`}>
      <div className="mission__head">
        <h3 id={titleId} className="mission__title">
          {mission.title}
        </h3>
        <StatusBadge tone={activityTone(mission.status)} label={t(`statuses.${mission.status}`)} />
      </div>
      <ProgressBar label={text.goal} value={mission.progress} max={mission.target} text={text.progress} />
      <div className="mission__foot">
        <p className="mission__reward">
          {mission.reward > 0 ? t('missions.reward', { amount: moneyText(mission.reward, currency, decimals), points: mission.points }) : t('missions.pointsOnly', { points: mission.points })}
        </p>
        {mission.status === 'claim' ? (
          <button type="button" className="button button--primary mission__button" onClick={() => void run()} disabled={busy}>
            {busy ? t('missions.claiming') : t('missions.claim')}
          </button>
        ) : (
          <p className="promo-card__note">{t(mission.status === 'claimed' ? 'missions.again' : 'missions.resets', { time: localMinute(mission.endsAt) })}</p>
        )}
      </div>
      <ClaimNews outcome={outcome} paidText={(paid) => t('missions.paid', { amount: moneyText(paid.amount, paid.currency, decimals), points: mission.points })} />
    </li>
  );
}
