import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { formatMoney } from '@/lib/format';
import { JACKPOT_POLL_MS, useJackpotQuery } from '../api';
import { useRolledFigure } from '../use-rolled-figure';
import './home-board.css';

/** The jackpot: the server's figure, polled, rolling up between values with 2 decimals. */
export function JackpotCounter() {
  const { t } = useTranslation('home');
  const { data } = useJackpotQuery(undefined, { pollingInterval: JACKPOT_POLL_MS, skipPollingIfUnfocused: true });
  const shown = useRolledFigure(data?.amount);
  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className="jackpot__title">
        <Icon name="crown" size={18} />
        <span>{t('jackpot.title')}</span>
      </h2>
      <p className="jackpot__figure">
        <span className="jackpot__currency">{data?.currency ?? ''}</span>
        <span className="jackpot__amount" data-amount={data?.amount}>
          {shown === undefined ? '—' : formatMoney(shown)}
        </span>
      </p>
    </section>
  );
}
