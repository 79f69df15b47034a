import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsoleVendor } from '@shared/api/console-games';
import { DataTable } from '@/components/data-table';
import { ErrorAlert } from '@/components/error-alert';
import { Pager } from '@/components/pager';
import { useConsoleGamesQuery } from '../api-games';
import { gameListQuery, gameParamsOf, gameViewOf, GAMES_PAGE_SIZE, pagesOf, type GameFilters } from '../games-query';
import { gameColumns, type GameRowProps } from './games-columns';
import { GamesFilterBar } from './games-filters';

export interface GamesListProps extends Omit<GameRowProps, 'vendorsDown'> {
  token: string;
  vendors: readonly ConsoleVendor[];
  /** The refusal of the last game change, shown translated above the table. */
  actionError: unknown;
}

/** The catalogue, filtered and paged by the address (a reload or a shared link shows the same page). */
export function GamesList({ token, vendors, actionError, ...row }: GamesListProps) {
  const { t } = useTranslation(['consoleGames', 'common']);
  const [params, setParams] = useSearchParams();
  const { filters, page } = gameViewOf(params);
  // RTK Query keys the cache by the query's value, so a fresh object each render reads nothing again.
  const { data, error, isFetching, refetch } = useConsoleGamesQuery({ token, query: gameListQuery(filters, page) }, { refetchOnMountOrArgChange: 10 });
  const vendorsDown = useMemo(() => new Set(vendors.filter((vendor) => vendor.maintenance).map((vendor) => vendor.code)), [vendors]);
  const show = (next: GameFilters, nextPage: number) => setParams(gameParamsOf(next, nextPage), { replace: true });

  return (
    <section className="games-section" aria-labelledby="games-heading">
      <h2 id="games-heading" className="visually-hidden">
        {t('games.heading')}
      </h2>
      {/* Keyed by the applied text: the typed text starts afresh when the address changes it (back, a link). */}
      <GamesFilterBar key={filters.q} value={filters} vendors={vendors} onApply={(next) => show(next, 1)} />
      <ErrorAlert error={actionError} />
      <div aria-busy={isFetching}>
        <DataTable
          columns={gameColumns(t, { ...row, vendorsDown })}
          rows={data?.list ?? []}
          rowKey={(game) => game.nodeId}
          emptyText={t('games.empty')}
          loading={!data && !error}
          error={error}
          errorIntro={t('games.loadFailed')}
          onRetry={() => void refetch()}
          labelledBy="games-heading"
          label={t('games.tableLabel')}
          stacked
        />
      </div>
      {data ? <Pager page={page} totalPages={pagesOf(data.total, GAMES_PAGE_SIZE)} total={data.total} onPage={(next) => show(filters, next)} /> : null}
    </section>
  );
}
