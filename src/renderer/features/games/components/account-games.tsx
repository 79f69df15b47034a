import { NavLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/constants';
import { useLanguage } from '@/lib/i18n/i18n';
import { Pager } from '@/components/pager';
import { useFavouritesQuery, useRecentGamesQuery } from '../api';
import { GameGrid } from './game-grid';
import './lobby.css';

export type AccountList = 'favorite' | 'recent';

/** /favorite and /recent: the member's favourite or recent games, 18 a page (route needs a session). */
export function AccountGames({ list }: { list: AccountList }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const args = { language, page, pageSize: LIMITS.lobbyPageSize };
  const favourites = useFavouritesQuery(args, { skip: list !== 'favorite' });
  const recent = useRecentGamesQuery(args, { skip: list !== 'recent' });
  const query = list === 'favorite' ? favourites : recent;
  const games = (list === 'favorite' ? favourites.currentData?.content : recent.currentData?.list) ?? [];
  const title = t(`account.${list}`);
  return (
    <div className="page lobby">
      <h1 className="lobby__title">{title}</h1>
      <nav className="filter-tabs account-games__nav" aria-label={t('account.nav')}>
        {(['favorite', 'recent'] as const).map((item) => (
          <NavLink key={item} to={`/${item}`} className={({ isActive }) => `filter-tabs__tab${isActive ? ' is-active' : ''}`}>
            {t(`account.${item}`)}
          </NavLink>
        ))}
      </nav>
      <GameGrid
        games={games}
        label={title}
        isLoading={query.currentData === undefined && query.isFetching}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        placeholders={12}
        eagerCount={6}
      />
      <Pager
        page={page}
        totalPages={query.currentData?.totalPages ?? 0}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {}, { state: { keepScroll: true } })}
      />
    </div>
  );
}
