import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@shared/api/bets';
import { Amount } from '@/components/amount';
import type { DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { statusTone } from '../status-tone';
import type { Replay } from '../use-replay';
import { ZonedTime } from './zoned-time';

/** The betting record's columns: time, game, provider, round, money, status and the replay button. */
export function useBetColumns(decimals: number, replay: Pick<Replay, 'open' | 'pending'>): DataColumn<BetRecord>[] {
  const { t } = useTranslation('records');
  const money = (minor: number, round: BetRecord, signed = false) => <Amount minor={minor} currency={round.currency} decimals={decimals} signed={signed} />;
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
      wrap: true,
    },
    { header: t('bets.columns.vendor'), cell: (round) => round.vendorName },
    { header: t('bets.columns.round'), cell: (round) => <span className="records-round">{round.roundId}</span> },
    { header: t('bets.columns.stake'), cell: (round) => money(round.stake, round), align: 'end' },
    { header: t('bets.columns.win'), cell: (round) => money(round.win, round), align: 'end' },
    { header: t('bets.columns.net'), cell: (round) => money(round.net, round, true), align: 'end' },
    { header: t('columns.status'), cell: (round) => <StatusBadge tone={statusTone(round.status)} label={t(`bets.statuses.${round.status}`)} /> },
    {
      header: t('bets.columns.replay'),
      cell: (round) => (
        <button
          type="button"
          className="button button--ghost data-table__action"
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
