import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@shared/api/bets';
import { Amount } from './amount';
import type { DataColumn } from './data-table';
import { statusTone } from './record-status-tone';
import { StatusBadge } from './status-badge';
import { ZonedTime } from './zoned-time';
import './bet-columns.css';

/** A round's replay: asked for at a click; the round whose link is on its way shows it. */
export interface RoundReplay {
  open(round: BetRecord): void;
  pending: string | null;
}

/**
 * The columns of a list of game rounds (the member's betting record, the agent's team betting):
 * time, game, provider, round, money and status, and the replay button when a replay is given.
 * Words from the `records` namespace, so every list of rounds says the same.
 */
export function useBetColumns<Round extends BetRecord>(decimals: number, replay?: RoundReplay): DataColumn<Round>[] {
  const { t } = useTranslation('records');
  const money = (minor: number, round: Round, signed = false) => <Amount minor={minor} currency={round.currency} decimals={decimals} signed={signed} />;
  const columns: DataColumn<Round>[] = [
    { header: t('columns.time'), cell: (round) => <ZonedTime iso={round.openedAt} /> },
    {
      header: t('bets.columns.game'),
      cell: (round) => (
        <span className="round-game">
          {round.gameName}
          {round.gameType ? <span className="round-game__type">{t(`common:gameTypes.${round.gameType}`)}</span> : null}
        </span>
      ),
      wrap: true,
    },
    { header: t('bets.columns.vendor'), cell: (round) => round.vendorName },
    { header: t('bets.columns.round'), cell: (round) => <span className="round-id">{round.roundId}</span> },
    { header: t('bets.columns.stake'), cell: (round) => money(round.stake, round), align: 'end' },
    { header: t('bets.columns.win'), cell: (round) => money(round.win, round), align: 'end' },
    { header: t('bets.columns.net'), cell: (round) => money(round.net, round, true), align: 'end' },
    { header: t('columns.status'), cell: (round) => <StatusBadge tone={statusTone(round.status)} label={t(`bets.statuses.${round.status}`)} /> },
  ];
  if (!replay) return columns;
  return [
    ...columns,
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
