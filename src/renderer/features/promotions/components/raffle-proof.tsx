import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaffleView } from '@shared/api/raffle';
import { verifyRaffle, type RaffleCheck } from '../raffle-verify';

function CheckNews({ check }: { check: RaffleCheck | null }) {
  const { t } = useTranslation('promotions');
  if (!check) return null;
  const ok = check.hashMatches && check.winnersMatch;
  return (
    <p className={`raffle__check ${ok ? 'is-ok' : 'is-bad'}`}>
      {ok ? t('raffle.verified') : [check.hashMatches ? null : t('raffle.hashMismatch'), check.winnersMatch ? null : t('raffle.winnersMismatch')].filter(Boolean).join(' ')}
    </p>
  );
}

/**
 * The draw's proof: the seed's sha256 published before the draw; after it the seed, the entrants,
 * the winners, and Verify, which runs the draw again in the browser (shared/raffle-draw.ts).
 */
export function RaffleProof({ view, money }: { view: RaffleView; money: (minor: number) => string }) {
  const { t } = useTranslation('promotions');
  const [check, setCheck] = useState<RaffleCheck | null>(null);
  const drawn = view.drawn;
  const tickets = drawn?.entrants.reduce((sum, e) => sum + e.tickets, 0) ?? 0;
  return (
    <section className="raffle__proof" aria-label={t('raffle.proof')}>
      <p className="raffle__label">{t('raffle.hash')}</p>
      <code className="raffle__code">{view.seedHash}</code>
      {drawn ? (
        <>
          <p className="raffle__label">{t('raffle.seed')}</p>
          <code className="raffle__code">{drawn.seed}</code>
          <p className="promo-card__note">{t('raffle.entrants', { n: drawn.entrants.length, tickets })}</p>
          <h3 className="raffle__label">{t('raffle.winners')}</h3>
          {drawn.winners.length === 0 ? <p className="promo-card__note">{t('raffle.noWinners')}</p> : null}
          <ol className="raffle__winners">
            {drawn.winners.map((w) => (
              <li key={w.slot} className={w.mine ? 'is-mine' : undefined}>
                <span>{w.account}</span>
                {w.mine ? <span className="raffle__you">{t('raffle.you')}</span> : null}
                <span className="raffle__amount">{money(w.amount)}</span>
              </li>
            ))}
          </ol>
          <button type="button" className="button button--ghost" onClick={() => setCheck(verifyRaffle(view))}>
            {t('raffle.verify')}
          </button>
          <div role="status">
            <CheckNews check={check} />
          </div>
        </>
      ) : null}
    </section>
  );
}
