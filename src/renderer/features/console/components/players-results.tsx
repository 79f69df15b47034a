import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlayerSummary } from '@shared/api/players';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ZonedTime } from '@/components/zoned-time';
import { playerPath } from '../players-tab';
import { PlayersStatusBadge } from './players-status-badge';

interface PlayersResultsProps {
  q: string;
  rows: PlayerSummary[] | undefined;
  error: unknown;
  busy: boolean;
  onRetry: () => void;
}

/** The players a search found (cards on phones); each account opens the player's page. */
export function PlayersResults({ q, rows, error, busy, onRetry }: PlayersResultsProps) {
  const { t } = useTranslation('consolePlayers');
  const columns: DataColumn<PlayerSummary>[] = [
    {
      header: t('columns.account'),
      cell: (player) => (
        <span className="queue-player">
          <Link className="queue-player__account" to={playerPath(player.account)}>
            {player.account}
          </Link>
          {player.nickname && player.nickname !== player.account ? <span className="queue-player__nickname">{player.nickname}</span> : null}
        </span>
      ),
    },
    { header: t('columns.status'), cell: (player) => <PlayersStatusBadge status={player.status} /> },
    { header: t('columns.mobile'), cell: (player) => player.mobile ?? '—' },
    { header: t('columns.email'), cell: (player) => player.email ?? '—', wrap: true },
    { header: t('columns.matched'), cell: (player) => t(`matched.${player.matched}`) },
    { header: t('columns.registered'), cell: (player) => <ZonedTime iso={player.createdAt} /> },
  ];
  return (
    <section className="players-results" aria-busy={busy} aria-labelledby="players-found">
      <h2 id="players-found" className="players-results__heading" aria-live="polite">
        {rows ? t('results.found', { q, n: rows.length }) : t('results.table')}
      </h2>
      <DataTable
        columns={columns}
        rows={rows ?? []}
        rowKey={(player) => player.id}
        emptyText={t('results.empty', { q })}
        loading={!rows && !error}
        error={error}
        errorIntro={t('results.loadFailed')}
        onRetry={onRetry}
        labelledBy="players-found"
        label={t('results.table')}
        stacked
      />
    </section>
  );
}
