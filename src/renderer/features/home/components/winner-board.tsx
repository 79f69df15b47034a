import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Winner } from '@shared/api/games';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/i18n';
import { useWinnersQuery } from '../api';
import { prefersReducedMotion } from '../reduced-motion';
import { scrollSeconds, sortWinners } from '../winners';
import './home-board.css';

function WinnerRows({ list }: { list: readonly Winner[] }) {
  return list.map((winner, i) => (
    <li key={`${winner.customerName}-${winner.wonAt}-${i}`} className="winners__item">
      <img src={winner.iconUrl} alt="" width={40} height={40} loading="lazy" />
      <span className="winners__who">
        <span className="winners__name">{winner.customerName}</span>
        <span className="winners__game">{winner.gameName}</span>
      </span>
      <span className="winners__amount">
        {winner.currency} {formatMoney(winner.winAmount)}
      </span>
    </li>
  ));
}

/**
 * Scrolls the board 0.5 px a frame, looping over a second copy, as a CSS animation whose length
 * comes from the list's height (measured when it changes, never per frame); still on hover, focus
 * or reduced motion (home-board.css), and when the list fits.
 */
function useBoardScroll(count: number) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = viewport.current;
    const rows = list.current;
    const moving = track.current;
    if (count === 0 || prefersReducedMotion() || !box || !rows || !moving) return;
    const observer = new ResizeObserver(() => {
      const loop = rows.offsetHeight;
      const scrolls = loop > box.clientHeight;
      moving.classList.toggle('winners__track--moving', scrolls);
      moving.style.setProperty('--winners-loop', `${loop}px`);
      moving.style.setProperty('--winners-seconds', `${scrollSeconds(loop)}s`);
    });
    observer.observe(rows);
    observer.observe(box);
    return () => observer.disconnect();
  }, [count]);
  return { viewport, track, list };
}

/** The winner board: 20 latest big wins, largest first, names masked by the server. */
export function WinnerBoard() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data, isError } = useWinnersQuery(language);
  const winners = sortWinners(data?.list ?? []);
  const { viewport, track, list } = useBoardScroll(winners.length);
  const moving = winners.length > 0 && !prefersReducedMotion();
  const empty = isError || (data !== undefined && winners.length === 0);
  const modifier = empty ? ' winners__viewport--empty' : moving ? '' : ' winners__viewport--still';
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="winners__title">
        {t('winners.title')}
      </h2>
      <div className={`winners__viewport${modifier}`} ref={viewport}>
        {empty ? <p className="winners__empty">{t('winners.empty')}</p> : null}
        <div className="winners__track" ref={track}>
          <ol className="winners__list" ref={list} aria-labelledby="winners-title">
            <WinnerRows list={winners} />
          </ol>
          {moving ? (
            <ol className="winners__list" aria-hidden="true">
              <WinnerRows list={winners} />
            </ol>
          ) : null}
        </div>
      </div>
    </section>
  );
}
