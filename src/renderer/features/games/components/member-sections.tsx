import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/constants';
import { useLanguage } from '@/lib/i18n/i18n';
import { useFavouritesQuery, useRecentGamesQuery } from '../api';
import { GameGrid } from './game-grid';
import { GameSection } from './game-section';

/** Home's recent games (members): 12, more on /recent. */
export function RecentSection() {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const recent = useRecentGamesQuery({ language, page: 1, pageSize: LIMITS.recentPageSize });
  return (
    <GameSection id="home-recent" title={t('sections.recent')} more="/recent">
      <GameGrid
        games={(recent.data?.list ?? []).slice(0, LIMITS.homeRecentGames)}
        label={t('sections.recent')}
        isLoading={recent.isLoading}
        isError={recent.isError}
        onRetry={() => void recent.refetch()}
        placeholders={6}
        scroller
      />
    </GameSection>
  );
}

/** Home's FAV view (members): every favourite in one list (page size 999). */
export function FavouritesSection() {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const favourites = useFavouritesQuery({ language, page: 1, pageSize: LIMITS.homeFavouritesPageSize });
  return (
    <GameSection id="home-favourites" title={t('sections.favourites')} more="/favorite">
      <GameGrid
        games={favourites.data?.content ?? []}
        label={t('sections.favourites')}
        isLoading={favourites.isLoading}
        isError={favourites.isError}
        onRetry={() => void favourites.refetch()}
        eagerCount={6}
      />
    </GameSection>
  );
}
