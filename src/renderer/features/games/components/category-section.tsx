import { useTranslation } from 'react-i18next';
import { LIMITS, type GameType } from '@shared/constants';
import { useLanguage } from '@/lib/i18n/i18n';
import { useGamesQuery, useVendorLanesQuery } from '../api';
import { isGameCentre } from '../centre-kind';
import { laneOf } from '../lanes';
import { GameGrid } from './game-grid';
import { GameSection } from './game-section';
import { VendorCards } from './vendor-cards';

function CategoryGames({ category, label }: { category: GameType; label: string }) {
  const language = useLanguage();
  const games = useGamesQuery({ language, gameType: category, pageNo: 1, pageSize: LIMITS.homeHotGames });
  return (
    <GameGrid
      games={(games.data?.games ?? []).slice(0, LIMITS.homeHotGames)}
      label={label}
      isLoading={games.isLoading}
      isError={games.isError}
      onRetry={() => void games.refetch()}
      scroller
    />
  );
}

function CategoryVendors({ category, label }: { category: GameType; label: string }) {
  const language = useLanguage();
  const lanes = useVendorLanesQuery(language);
  const cards = (laneOf(lanes.data, category)?.cards ?? []).slice(0, LIMITS.homeVendorsPerList);
  return <VendorCards vendors={cards} label={label} isLoading={lanes.isLoading} />;
}

/** One category on home: 12 games, or 5 vendor cards for a game centre, and a more link to its lobby. */
export function CategorySection({ category, path }: { category: GameType; path: string }) {
  const { t } = useTranslation('games');
  const title = t(`categories.${category}`);
  return (
    <GameSection id={`home-${category.toLowerCase()}`} title={title} more={path}>
      {isGameCentre(category) ? <CategoryVendors category={category} label={t('vendorsOf', { category: title })} /> : <CategoryGames category={category} label={title} />}
    </GameSection>
  );
}
