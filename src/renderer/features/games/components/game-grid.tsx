import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@shared/api/games';
import { EmptyState } from '@/components/empty-state';
import { useFavourites } from '../use-favourites';
import { useLaunch } from '../use-launch';
import { GameTile } from './game-tile';
import './game-grid.css';

export interface GameGridProps {
  games: readonly Game[];
  label: string;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  /** Placeholder tiles while loading, so the page keeps its height. */
  placeholders?: number;
  /** The first row loads eagerly (above the fold). */
  eagerCount?: number;
  /** Home lists: one sideways-scrolling row on phones instead of a tall grid. */
  scroller?: boolean;
}

/** A grid of game tiles with the loading, failed and empty (in_no_data) states. */
export function GameGrid({ games, label, isLoading, isError, onRetry, placeholders = 6, eagerCount = 0, scroller = false }: GameGridProps) {
  const className = `game-grid${scroller ? ' game-grid--scroller' : ''}`;
  const { t } = useTranslation('games');
  const favourites = useFavourites();
  const launch = useLaunch();
  const play = useCallback((game: Game, trial: boolean) => launch({ name: game.gameName, nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType, trial }), [launch]);
  if (isLoading) {
    return (
      <ul className={className} aria-label={label} aria-busy="true">
        {Array.from({ length: placeholders }, (_, i) => (
          // The same boxes as a tile, so tiles replace placeholders without moving anything.
          <li key={i} aria-hidden="true">
            <div className="game-tile game-tile--placeholder">
              <div className="game-image" />
              <p className="game-tile__name">&nbsp;</p>
              <div className="game-tile__actions">
                <span className="button" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <EmptyState
        failed
        message={t('loadFailed')}
        action={
          onRetry ? (
            <button type="button" className="button button--ghost" onClick={onRetry}>
              {t('retry')}
            </button>
          ) : null
        }
      />
    );
  }
  if (games.length === 0) {
    return (
      <EmptyState message={t('in_no_data')} />
    );
  }
  return (
    <ul className={className} aria-label={label}>
      {games.map((game, i) => (
        <li key={game.nodeId}>
          <GameTile
            game={game}
            favourite={favourites.isFavourite(game.nodeId)}
            onFavourite={favourites.toggle}
            favouriteReady={favourites.ready}
            onPlay={play}
            eager={i < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}
