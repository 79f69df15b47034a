import { useTranslation } from 'react-i18next';
import type { RebateView } from '@shared/api/promotions';
import { useClaim } from '../use-claim';
import { localMinute } from '../when';
import { ClaimNews } from './claim-news';

/** The total to claim, the minimum, and the Claim button (disabled below the minimum). */
export function RebateClaim({ view, money }: { view: RebateView; money: (minor: number) => string }) {
  const { t } = useTranslation('promotions');
  const { run, busy, outcome } = useClaim(view.promotionId, 'rebate/claim');
  const ready = view.total > 0 && view.total >= view.minClaim;
  return (
    <div className="rebate__claim">
      <dl className="rebate__figures">
        <div>
          <dt>{t('rebatePage.total')}</dt>
          <dd className="rebate__total" data-testid="rebate-total" data-minor={view.total}>
            {money(view.total)}
          </dd>
        </div>
        <div>
          <dt>{t('rebatePage.minimum')}</dt>
          <dd>{money(view.minClaim)}</dd>
        </div>
      </dl>
      {view.since ? <p className="promo-card__note">{t('rebatePage.since', { time: localMinute(view.since) })}</p> : null}
      {!ready ? <p className="promo-card__note">{t('rebatePage.belowMinimum', { amount: money(view.minClaim) })}</p> : null}
      {view.autoClaimDaily ? <p className="promo-card__note">{t('rebatePage.auto')}</p> : null}
      <button type="button" className="button button--primary rebate__button" onClick={() => void run()} disabled={busy || !ready}>
        {busy ? t('rebatePage.claiming') : t('rebatePage.claim')}
      </button>
      <ClaimNews outcome={outcome} paidText={(result) => t('rebatePage.claimed', { amount: money(result.amount) })} />
    </div>
  );
}
