import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@shared/constants';
import { PageLoader } from '@/components/page-loader';
import { useWhitelabelQuery } from '@/lib/config-api';
import { useLanguage } from '@/lib/i18n/i18n';
import { Pager } from '@/components/pager';
import { useVendorLanesQuery } from '../api';
import { laneOf, visibleClassifies } from '../lanes';
import { useLobby } from '../use-lobby';
import { useLobbyGames } from '../use-lobby-games';
import { ClassifyTabs } from './classify-tabs';
import { FilterTabs } from './filter-tabs';
import { GameGrid } from './game-grid';
import { GameSearch } from './game-search';
import { VendorMenu } from './vendor-menu';
import './lobby.css';

/** Game list centre (live, fish, slots, cards, cockfight): vendors, filters, search, grid, pages. */
export function GameListLobby({ category }: { category: GameType }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const [state, step] = useLobby();
  const lanes = useVendorLanesQuery(language);
  const { data: whitelabel } = useWhitelabelQuery();
  const lane = laneOf(lanes.data, category);
  const games = useLobbyGames(category, state);
  const top = useRef<HTMLDivElement>(null);
  const title = t(`categories.${category}`);
  const changePage = (page: number) => {
    step({ type: 'page', page });
    top.current?.scrollIntoView({ block: 'start' });
  };
  // Vendors and classify tabs come from the lanes (cached for the visit): wait for them so nothing
  // above the grid moves in after the first paint. The games call runs meanwhile.
  if (lanes.isLoading) {
    return (
      <div className="page lobby">
        <h1 className="lobby__title">{title}</h1>
        <PageLoader />
      </div>
    );
  }
  return (
    <div className="page lobby">
      <h1 className="lobby__title">{title}</h1>
      <VendorMenu category={category} vendors={lane?.cards ?? []} value={state.vendor} onChange={(vendor) => step({ type: 'vendor', vendor })} />
      <div className="lobby__toolbar" ref={top}>
        <FilterTabs value={state.filter} onChange={(filter) => step({ type: 'filter', filter })} />
        <GameSearch key={state.search} value={state.search} onSearch={(search) => step({ type: 'search', search })} />
      </div>
      <ClassifyTabs
        classifies={visibleClassifies(lane, state.vendor, whitelabel?.languages ?? [])}
        value={state.classify}
        onChange={(classify) => step({ type: 'classify', classify })}
      />
      {state.search ? <p className="lobby__results">{t('search.results', { query: state.search })}</p> : null}
      <GameGrid
        games={games.games}
        label={t('allOf', { category: title })}
        isLoading={games.isLoading}
        isError={games.isError}
        onRetry={games.refetch}
        placeholders={12}
        eagerCount={6}
      />
      <Pager page={state.page} totalPages={games.totalPages} onPage={changePage} />
    </div>
  );
}
