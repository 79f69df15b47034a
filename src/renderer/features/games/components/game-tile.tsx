import { useTranslation } from 'react-i18next';
import type { Game } from '@shared/api/games';
import { Icon } from '@/components/icons';
import { GameImage } from './game-image';

export interface GameTileProps {
  game: Game;
  favourite: boolean;
  onFavourite: (game: Game) => void;
  /** False while the member's favourites load: the toggle is off until it can say what it does. */
  favouriteReady?: boolean;
  onPlay: (game: Game, trial: boolean) => void;
  eager?: boolean;
}

/** Spec section 2: hot badge, image, play-now, free trial (supportPlay 0 only), name, favourite toggle. */
export function GameTile({ game, favourite, onFavourite, favouriteReady = true, onPlay, eager }: GameTileProps) {
  const { t } = useTranslation('games');
  const name = game.gameName;
  return (
    <article className={`game-tile${game.maintenance ? ' game-tile--maintenance' : ''}`}>
      <div className="game-tile__media">
        <GameImage key={game.iconUrl} src={game.iconUrl} eager={eager} />
        <div className="game-tile__badges">
          {game.isHot ? <span className="game-tile__badge game-tile__badge--hot">{t('tile.hot')}</span> : null}
          {game.isNew ? <span className="game-tile__badge game-tile__badge--new">{t('tile.new')}</span> : null}
        </div>
        <button
          type="button"
          className={`game-tile__fav${favourite ? ' is-favourite' : ''}`}
          aria-label={t(favourite ? 'tile.removeFavourite' : 'tile.addFavourite', { game: name })}
          disabled={!favouriteReady}
          onClick={() => onFavourite(game)}
        >
          <Icon name="star" size={18} />
        </button>
        {game.maintenance ? <span className="game-tile__maintenance">{t('tile.maintenance')}</span> : null}
      </div>
      <h3 className="game-tile__name" title={name}>
        {name}
      </h3>
      <div className="game-tile__actions">
        <button
          type="button"
          className="button button--primary game-tile__play"
          aria-label={t('tile.playGame', { game: name })}
          disabled={game.maintenance}
          onClick={() => onPlay(game, false)}
        >
          {t('tile.play')}
        </button>
        {game.supportPlay === 0 ? (
          <button
            type="button"
            className="button button--ghost game-tile__trial"
            aria-label={t('tile.trialGame', { game: name })}
            disabled={game.maintenance}
            onClick={() => onPlay(game, true)}
          >
            {t('tile.trial')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
