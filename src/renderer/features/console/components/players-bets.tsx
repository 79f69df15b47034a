import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@shared/api/bets';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { statusTone } from '@/components/record-status-tone';
import { StatusBadge } from '@/components/status-badge';
import { ZonedTime } from '@/components/zoned-time';
import { useLanguage } from '@/lib/i18n/i18n';
import { moneyText } from '@/lib/format';
import { usePlayerBetsQuery } from '../api-players';
import { PlayersListFilters, type PlayerListFilter } from './players-list-filters';

/** The player's game rounds as the betting record shows them, with the totals over every page. */
export function PlayersBets({ token, account, currency, decimals }: { token: string; account: string; currency: string; decimals: number }) {
  const { t } = useTranslation('consolePlayers');
  const language = useLanguage();
  const [filter, setFilter] = useState<PlayerListFilter>({ period: 'previous7', type: '' });
  const [page, setPage] = useState(1);
  const { currentData, error, isFetching, refetch } = usePlayerBetsQuery({ token, account, preset: filter.period, page, language }, { refetchOnMountOrArgChange: true });
  const money = (minor: number, round: BetRecord, signed = false) => <Amount minor={minor} currency={round.currency} decimals={decimals} signed={signed} />;
  const columns: DataColumn<BetRecord>[] = [
    { header: t('bets.columns.time'), cell: (round) => <ZonedTime iso={round.openedAt} /> },
    { header: t('bets.columns.game'), cell: (round) => round.gameName, wrap: true },
    { header: t('bets.columns.vendor'), cell: (round) => round.vendorName },
    { header: t('bets.columns.round'), cell: (round) => <span className="players-mono">{round.roundId}</span> },
    { header: t('bets.columns.stake'), cell: (round) => money(round.stake, round), align: 'end' },
    { header: t('bets.columns.win'), cell: (round) => money(round.win, round), align: 'end' },
    { header: t('bets.columns.net'), cell: (round) => money(round.net, round, true), align: 'end' },
    { header: t('bets.columns.status'), cell: (round) => <StatusBadge tone={statusTone(round.status)} label={t(`bets.statuses.${round.status}`)} /> },
  ];
  const totals = currentData?.totals;
  const text = (minor: number, signed = false) => moneyText(minor, currency, decimals, signed);
  return (
    <section className="players-section" aria-labelledby="players-bets-heading" aria-busy={isFetching}>
      <h2 id="players-bets-heading" className="players-card__heading">
        {t('bets.heading')}
      </h2>
      <PlayersListFilters
        withType={false}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {totals && currentData.total > 0 ? <p className="players-totals">{t('bets.totals', { stake: text(totals.stake), win: text(totals.win), net: text(totals.net, true) })}</p> : null}
      <DataTable
        columns={columns}
        rows={currentData?.list ?? []}
        rowKey={(round) => round.roundId}
        emptyText={t('bets.empty')}
        loading={!currentData && !error}
        error={error}
        errorIntro={t('bets.loadFailed')}
        onRetry={() => void refetch()}
        labelledBy="players-bets-heading"
        label={t('bets.table')}
        stacked
      />
      <Pager page={page} totalPages={currentData?.totalPages ?? 1} total={currentData?.total} onPage={setPage} />
    </section>
  );
}
