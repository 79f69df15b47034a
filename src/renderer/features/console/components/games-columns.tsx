import type { TFunction } from 'i18next';
import type { ConsoleGame } from '@shared/api/console-games';
import type { DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import type { GameChanges } from '../games-changes';
import type { PendingAction } from '../use-confirmed-action';

type T = TFunction<['consoleGames', 'common']>;

export interface GameRowProps {
  mayManage: boolean;
  /** Codes of the vendors in maintenance: their games cannot be launched whatever their own flag. */
  vendorsDown: ReadonlySet<string>;
  changes: GameChanges;
  ask: (action: PendingAction) => void;
  onEditOrder: (game: ConsoleGame) => void;
  busy: boolean;
}

function GameStatus({ game, t, vendorDown }: { game: ConsoleGame; t: T; vendorDown: boolean }) {
  if (game.maintenance) return <StatusBadge tone="warning" label={t('status.maintenance')} />;
  if (vendorDown) return <StatusBadge tone="warning" label={t('status.vendorMaintenance')} />;
  return <StatusBadge tone="success" label={t('status.live')} />;
}

function GameActions({ game, t, changes, ask, busy }: { game: ConsoleGame; t: T } & Pick<GameRowProps, 'changes' | 'ask' | 'busy'>) {
  const values = { game: game.name };
  const maintenance = !game.maintenance;
  const hot = !game.isHot;
  return (
    <div className="games-actions">
      <button
        type="button"
        className={`button ${game.maintenance ? 'button--primary' : 'button--ghost'} games-action`}
        disabled={busy}
        aria-label={t(maintenance ? 'action.gameMaintenanceOn' : 'action.gameMaintenanceOff', values)}
        onClick={() =>
          ask({
            title: t(maintenance ? 'action.gameMaintenanceOn' : 'action.gameMaintenanceOff', values),
            message: t(maintenance ? 'confirm.gameMaintenanceOn' : 'confirm.gameMaintenanceOff', values),
            run: () => changes.gameMaintenance(game, maintenance),
          })
        }
      >
        {t(maintenance ? 'action.maintenanceOn' : 'action.maintenanceOff')}
      </button>
      <button
        type="button"
        className="button button--ghost games-action"
        disabled={busy}
        aria-label={t(hot ? 'action.gameHotOn' : 'action.gameHotOff', values)}
        onClick={() => ask({ title: t(hot ? 'action.gameHotOn' : 'action.gameHotOff', values), message: t(hot ? 'confirm.gameHotOn' : 'confirm.gameHotOff', values), run: () => changes.hot(game, hot) })}
      >
        {t(hot ? 'action.hotOn' : 'action.hotOff')}
      </button>
    </div>
  );
}

/** The games table's columns; the buttons only for operators allowed to change the catalogue. */
export function gameColumns(t: T, { mayManage, vendorsDown, onEditOrder, ...actions }: GameRowProps): DataColumn<ConsoleGame>[] {
  const columns: DataColumn<ConsoleGame>[] = [
    {
      header: t('games.game'),
      wrap: true,
      cell: (game) => (
        <span className="games-name">
          <strong>{game.name}</strong>
          <code className="games-name__id">{game.nodeId}</code>
        </span>
      ),
    },
    { header: t('games.vendor'), cell: (game) => game.vendorCode },
    { header: t('games.category'), cell: (game) => t(`common:gameTypes.${game.gameType}`) },
    { header: t('games.hot'), cell: (game) => (game.isHot ? <StatusBadge tone="info" label={t('games.hotBadge')} /> : <span className="console-muted">{t('games.notHot')}</span>) },
    {
      header: t('games.order'),
      align: 'end',
      cell: (game) => (
        <span className="games-order">
          <span className="games-order__value">{game.sort.toLocaleString('en-US')}</span>
          {mayManage ? (
            <button type="button" className="button button--ghost games-action" disabled={actions.busy} aria-label={t('action.gameEditOrder', { game: game.name })} onClick={() => onEditOrder(game)}>
              {t('action.editOrder')}
            </button>
          ) : null}
        </span>
      ),
    },
    { header: t('games.status'), cell: (game) => <GameStatus game={game} t={t} vendorDown={vendorsDown.has(game.vendorCode)} /> },
  ];
  if (mayManage) columns.push({ header: t('games.actions'), align: 'end', cell: (game) => <GameActions game={game} t={t} {...actions} /> });
  return columns;
}
