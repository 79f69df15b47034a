import { useTranslation } from 'react-i18next';
import type { RewardItem } from '@shared/api/missions';
import type { PromotionKind } from '@shared/api/promotions';
import { moneyText } from '@/lib/format';
import type { ClaimAction } from '../api';
import { useClaim } from '../use-claim';
import { useDecimals } from '../use-decimals';
import { ClaimNews } from './claim-news';

/** The call that claims each kind of reward (the kinds that are never in `claim` have none). */
const ACTIONS: Partial<Record<PromotionKind, ClaimAction>> = { rebate: 'rebate/claim', signIn: 'sign-in', redEnvelope: 'envelope/open', raffle: 'raffle/claim' };

const actionOf = (item: RewardItem): ClaimAction | undefined => (item.kind === 'mission' && item.missionCode ? `missions/${item.missionCode}/claim` : ACTIONS[item.kind]);

/** One claimable reward: what it is, what it pays (an envelope's is a surprise), and its claim. */
export function RewardEntry({ item, currency, onPaid }: { item: RewardItem; currency: string; onPaid?: () => void }) {
  const { t } = useTranslation('promotions');
  const decimals = useDecimals();
  const action = actionOf(item);
  const { run, busy, outcome } = useClaim(item.promotionId, action ?? 'rebate/claim', onPaid);
  const titleId = `reward-${item.key.replace(/[^a-z0-9-]/giu, '-')}`;
  return (
    <li className="reward" aria-labelledby={titleId} data-testid={`reward-${item.kind}`}>
      <div className="reward__text">
        <span className="reward__kind">{t(`rewards.kinds.${item.kind}`)}</span>
        <h3 id={titleId} className="reward__title">
          {item.title}
        </h3>
        <p className="reward__amount">{item.amount === null ? t('rewards.surprise') : moneyText(item.amount, currency, decimals)}</p>
      </div>
      {action ? (
        <button type="button" className="button button--primary reward__button" onClick={() => void run()} disabled={busy || (outcome !== null && 'paid' in outcome)}>
          {busy ? t('missions.claiming') : t('missions.claim')}
        </button>
      ) : null}
      <div className="reward__news">
        <ClaimNews outcome={outcome} paidText={(paid) => t('rewards.paid', { amount: moneyText(paid.amount, paid.currency, decimals) })} />
      </div>
    </li>
  );
}
