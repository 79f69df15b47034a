import { useTranslation } from 'react-i18next';
import type { Promotion } from '@shared/api/promotions';
import type { RaffleView } from '@shared/api/raffle';
import { moneyText } from '@/lib/format';
import { useAppSelector } from '@/lib/hooks';
import { selectIsLoggedIn } from '@/lib/session';
import { useRaffleQuery } from '../raffle-api';
import { useClaim } from '../use-claim';
import { useDecimals } from '../use-decimals';
import { localMinute } from '../when';
import { ClaimNews } from './claim-news';
import { RaffleProof } from './raffle-proof';

/** How tickets are earned and what the prizes are. */
function RaffleRules({ view, money }: { view: RaffleView; money: (minor: number) => string }) {
  const { t } = useTranslation('promotions');
  const ways = [
    ...(view.depositPerTicket > 0 ? [t('raffle.earnDeposit', { amount: money(view.depositPerTicket) })] : []),
    ...(view.betPerTicket > 0 ? [t('raffle.earnBet', { amount: money(view.betPerTicket) })] : []),
    t('raffle.cap', { n: view.maxTicketsPerMember }),
  ];
  return (
    <>
      <p className="promo-action__rates">{ways.join(' · ')}</p>
      <p className="promo-action__rates">{t('raffle.prizes', { prizes: view.prizes.map((p) => t('raffle.prize', { n: p.count, amount: money(p.amount) })).join(' · ') })}</p>
    </>
  );
}

/** A raffle: tickets, the draw time and its commitment; after the draw the winners, the proof and the winner's claim. */
export function RaffleAction({ promotion, currency }: { promotion: Promotion; currency: string }) {
  const { t } = useTranslation('promotions');
  const decimals = useDecimals();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: view, isError } = useRaffleQuery({ id: promotion.id, member: loggedIn });
  const { run, busy, outcome } = useClaim(promotion.id, 'raffle/claim');
  const money = (minor: number) => moneyText(minor, currency, decimals);
  if (!view) return <p className="promo-card__note">{isError ? t('loadFailed') : t('raffle.loading')}</p>;
  const prize = view.prize;
  const claimable = prize && !prize.claimed && promotion.status === 'claim';
  return (
    <div className="promo-action raffle">
      <RaffleRules view={view} money={money} />
      {view.mine ? <p className="promo-action__figure">{view.mine.tickets > 0 ? t('raffle.tickets', { n: view.mine.tickets }) : t('raffle.noTickets')}</p> : null}
      <p className="promo-card__note">{view.drawn ? t('raffle.drawnAt', { time: localMinute(view.drawn.drawnAt) }) : t('raffle.drawAt', { time: localMinute(view.drawAt) })}</p>
      {prize ? <p className="raffle__won">{t('raffle.won', { amount: money(prize.amount) })}</p> : null}
      {claimable ? (
        <>
          <button type="button" className="button button--primary promo-action__button" onClick={() => void run()} disabled={busy}>
            {busy ? t('raffle.claiming') : t('raffle.claim', { amount: money(prize.amount) })}
          </button>
          <p className="promo-card__note">{t('raffle.claimUntil', { time: localMinute(view.claimUntil) })}</p>
        </>
      ) : null}
      {prize?.claimed ? <p className="promo-action__done">{t('raffle.claimed', { amount: money(prize.amount) })}</p> : null}
      {prize && !prize.claimed && !claimable ? <p className="promo-card__note">{t('raffle.expired')}</p> : null}
      {view.drawn && view.mine && !prize ? <p className="promo-card__note">{t('raffle.notWinner')}</p> : null}
      {!loggedIn && !view.drawn ? (
        <button type="button" className="button button--primary promo-action__button" onClick={() => void run()}>
          {t('loginPrompt')}
        </button>
      ) : null}
      <ClaimNews outcome={outcome} paidText={(result) => t('raffle.paid', { amount: money(result.amount) })} />
      <RaffleProof view={view} money={money} />
    </div>
  );
}
