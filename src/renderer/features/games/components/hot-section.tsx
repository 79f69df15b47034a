import { useTranslation } from 'react-i18next';
import { LIMITS, STORAGE_KEYS } from '@shared/constants';
import { Icon } from '@/components/icons';
import { useLanguage } from '@/lib/i18n/i18n';
import { useHotGamesQuery } from '../api';
import { homeTypePath } from '../home-type';
import { dropCached } from '../session-cache';
import { GameGrid } from './game-grid';
import { GameSection } from './game-section';

/** Hot games: 12 on HOME with a more link, all of them on the HOT view; refreshed on demand. */
export function HotSection({ full = false }: { full?: boolean }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const hot = useHotGamesQuery(language);
  const games = hot.data ?? [];
  const refresh = () => {
    dropCached(STORAGE_KEYS.hotGames);
    void hot.refetch();
  };
  const tools = (
    <button type="button" className="icon-button game-section__refresh" aria-label={t('sections.refreshHot')} disabled={hot.isFetching} onClick={refresh}>
      <Icon name="refresh" size={16} />
    </button>
  );
  return (
    <GameSection id="home-hot" title={t('sections.hot')} more={full ? undefined : homeTypePath('HOT')} tools={tools}>
      <GameGrid
        games={full ? games : games.slice(0, LIMITS.homeHotGames)}
        label={t('sections.hot')}
        isLoading={hot.isLoading}
        isError={hot.isError}
        onRetry={refresh}
        placeholders={LIMITS.homeHotGames}
        eagerCount={6}
        scroller={!full}
      />
    </GameSection>
  );
}
