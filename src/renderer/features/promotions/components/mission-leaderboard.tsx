import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@shared/api/missions';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Tabs } from '@/components/tabs';
import { useLeaderboardQuery } from '../api';

type Row = Leaderboard['list'][number];
type Week = Leaderboard['week'];

/** The week's mission points, best first (names masked), this week or last, and the viewer's place. */
export function MissionLeaderboard() {
  const { t } = useTranslation('promotions');
  const [week, setWeek] = useState<Week>('current');
  const { data, error } = useLeaderboardQuery(week);
  const mine = (row: Row) => (row.me ? 'leaderboard__mine' : '');
  const columns: DataColumn<Row>[] = [
    { header: t('missions.board.rank'), cell: (row) => <span className="leaderboard__rank">{row.rank}</span>, className: mine },
    { header: t('missions.board.player'), cell: (row) => (row.me ? `${row.name} ${t('missions.board.you')}` : row.name), className: mine },
    { header: t('missions.board.points'), cell: (row) => row.points, align: 'end', className: mine },
  ];
  return (
    <section className="leaderboard" aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title" className="rebate__heading">
        {t('missions.board.title')}
      </h2>
      <Tabs
        label={t('missions.board.title')}
        value={week}
        onChange={setWeek}
        items={[
          { key: 'current', label: t('missions.board.current') },
          { key: 'previous', label: t('missions.board.previous') },
        ]}
      />
      {error && !data ? <EmptyState failed message={t('missions.board.loadFailed')} /> : null}
      {data ? (
        <>
          <p className="promo-card__note">{t('missions.board.range', { from: data.firstDay, to: data.lastDay })}</p>
          <p className="leaderboard__me" data-testid="leaderboard-me">
            {data.me ? t('missions.board.mine', { rank: data.me.rank, points: data.me.points }) : t('missions.board.none')}
          </p>
          <DataTable labelledBy="leaderboard-title" columns={columns} rows={data.list} rowKey={(row) => row.rank} emptyText={t('missions.board.empty')}  />
        </>
      ) : null}
    </section>
  );
}
