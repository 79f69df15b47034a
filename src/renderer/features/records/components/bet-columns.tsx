import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@shared/api/bets';
import type { RecordsColumn } from '@/components/records-table';
import { moneyText, signClass } from '../format';
import type { Replay } from '../use-replay';
import { ZonedTime } from './zoned-time';

/** The betting record's columns: time, game, provider, round, money, status and the replay button. */
export function useBetColumns(decimals: number, replay: Pick<Replay, 'open' | 'pending'>): RecordsColumn<BetRecord>[] {
  const { t } = useTranslation('records');
  const money = (minor: number, round: BetRecord) => moneyText(minor, round.currency, decimals);
  return [
    { header: t('columns.time'), cell: (round) => <ZonedTime iso={round.openedAt} /> },
    {
      header: t('bets.columns.game'),
      cell: (round) => (
        <span className="records-game">
          {round.gameName}
          {round.gameType ? <span className="records-game__type">{t(`common:gameTypes.${round.gameType}`)}</span> : null}
        </span>
      ),
      className: 'records-table__wrap',
    },
    { header: t('bets.columns.vendor'), cell: (round) => round.vendorName },
    { header: t('bets.columns.round'), cell: (round) => <span className="records-round">{round.roundId}</span> },
    { header: t('bets.columns.stake'), cell: (round) => money(round.stake, round), className: 'records-money' },
    { header: t('bets.columns.win'), cell: (round) => money(round.win, round), className: 'records-money' },
    { header: t('bets.columns.net'), cell: (round) => moneyText(round.net, round.currency, decimals, true), className: (round) => signClass(round.net) },
    { header: t('columns.status'), cell: (round) => t(`bets.statuses.${round.status}`), className: (round) => `records-status records-status--${round.status}` },
    {
      header: t('bets.columns.replay'),
      cell: (round) => (
        <button
          type="button"
          className="button button--ghost records-table__action"
          aria-label={t('bets.replayRound', { round: round.roundId })}
          disabled={replay.pending === round.roundId}
          onClick={() => replay.open(round)}
        >
          {replay.pending === round.roundId ? t('bets.opening') : t('bets.replay')}
        </button>
      ),
    },
  ];
}
