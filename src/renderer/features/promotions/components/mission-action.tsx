import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Mission, Promotion } from '@shared/api/promotions';
import { useLanguage } from '@/lib/i18n/i18n';
import { moneyText } from '@/lib/format';
import { useDecimals } from '../use-decimals';

/** A mission promotion on its card: each mission with its reward, what is ready, and the way to the missions page. */
export function MissionAction({ promotion, missions, currency }: { promotion: Promotion; missions: readonly Mission[]; currency: string }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const decimals = useDecimals();
  return (
    <div className="promo-action">
      <ul className="mission-summary">
        {missions.map((mission) => (
          <li key={mission.code}>
            <span>{mission.title[language]}</span>
            <span className="mission-summary__reward">
              {t(`missions.${mission.period}`)} · {mission.reward > 0 ? moneyText(mission.reward, currency, decimals) : t('missions.pointsOnly', { points: mission.points })}
            </span>
          </li>
        ))}
      </ul>
      {promotion.status === 'claim' && promotion.claimable !== null ? <p className="promo-action__figure">{t('missions.ready', { amount: moneyText(promotion.claimable, currency, decimals) })}</p> : null}
      <Link className="button button--primary promo-action__button" to="/member/missionLeaderboard">
        {t('missions.view')}
      </Link>
    </div>
  );
}
