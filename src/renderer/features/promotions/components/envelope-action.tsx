import { useTranslation } from 'react-i18next';
import type { Promotion } from '@shared/api/promotions';
import { Icon } from '@/components/icons';
import { moneyText } from '@/lib/format';
import { useDecimals } from '../use-decimals';
import { useClaim } from '../use-claim';
import { localMinute } from '../when';
import { ClaimNews } from './claim-news';

/** The envelope itself: it sways while a rain is on, shakes while opening, and shows the win (no motion when reduced). */
function EnvelopeArt({ state, amount }: { state: 'live' | 'opening' | 'won' | 'idle'; amount: string | null }) {
  const { t } = useTranslation('promotions');
  return (
    <div className={`red-envelope is-${state}`} role="img" aria-label={t('envelope.art')}>
      <span className="red-envelope__flap" />
      <span className="red-envelope__seal">{amount ?? <Icon name="gift" size={22} />}</span>
    </div>
  );
}

/** A red-envelope rain: open this rain's envelope while it is on, else when the next one falls. */
export function EnvelopeAction({ promotion, currency }: { promotion: Promotion; currency: string }) {
  const { t } = useTranslation('promotions');
  const decimals = useDecimals();
  const { run, busy, outcome, loggedIn } = useClaim(promotion.id, 'envelope/open');
  const money = (minor: number) => moneyText(minor, currency, decimals);
  const won = outcome && 'paid' in outcome ? outcome.paid.amount : null;
  const canOpen = won === null && (promotion.status === 'claim' || !loggedIn);
  const state = busy ? 'opening' : won !== null ? 'won' : promotion.status === 'claim' ? 'live' : 'idle';
  return (
    <div className="promo-action promo-action--envelope">
      <EnvelopeArt state={state} amount={won === null ? null : money(won)} />
      <div className="promo-action__side">
        {promotion.status === 'claim' ? <p className="promo-action__figure">{t('envelope.live')}</p> : null}
        {promotion.status === 'claimed' && won === null ? <p className="promo-action__done">{t('envelope.opened')}</p> : null}
        {promotion.status === 'joined' || promotion.status === 'claimed' ? (
          <p className="promo-card__note">{promotion.nextAt ? t('envelope.next', { time: localMinute(promotion.nextAt) }) : t('envelope.noRain')}</p>
        ) : null}
        {canOpen ? (
          <button type="button" className="button button--primary promo-action__button" onClick={() => void run()} disabled={busy}>
            {busy ? t('envelope.opening') : t('envelope.open')}
          </button>
        ) : null}
        <ClaimNews outcome={outcome} paidText={(result) => t('envelope.won', { amount: money(result.amount) })} />
      </div>
    </div>
  );
}
