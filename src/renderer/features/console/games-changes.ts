import type { ConsoleGame, ConsoleVendor } from '@shared/api/console-games';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useSetGameFlagsMutation, useSetGameMaintenanceMutation, useSetVendorMaintenanceMutation } from './api-games';

type Done = 'gameMaintenanceOn' | 'gameMaintenanceOff' | 'vendorMaintenanceOn' | 'vendorMaintenanceOff' | 'gameHotOn' | 'gameHotOff' | 'order';

/** The calls behind the games screen's buttons; each throws the server's refusal for the screen to show. */
export function useGameChanges(token: string) {
  const dispatch = useAppDispatch();
  const [gameMaintenance] = useSetGameMaintenanceMutation();
  const [vendorMaintenance] = useSetVendorMaintenanceMutation();
  const [flags] = useSetGameFlagsMutation();
  const notice = (done: Done, values: Record<string, string>) => dispatch(toastShown({ key: `consoleGames:done.${done}`, values, tone: 'success' }));

  return {
    async gameMaintenance(game: ConsoleGame, on: boolean) {
      await gameMaintenance({ token, nodeId: game.nodeId, on }).unwrap();
      notice(on ? 'gameMaintenanceOn' : 'gameMaintenanceOff', { game: game.name });
    },
    async vendorMaintenance(vendor: ConsoleVendor, on: boolean) {
      await vendorMaintenance({ token, code: vendor.code, on }).unwrap();
      notice(on ? 'vendorMaintenanceOn' : 'vendorMaintenanceOff', { vendor: vendor.name });
    },
    async hot(game: ConsoleGame, isHot: boolean) {
      await flags({ token, nodeId: game.nodeId, isHot }).unwrap();
      notice(isHot ? 'gameHotOn' : 'gameHotOff', { game: game.name });
    },
    async order(game: ConsoleGame, sort: number) {
      await flags({ token, nodeId: game.nodeId, sort }).unwrap();
      notice('order', { game: game.name, order: String(sort) });
    },
  };
}

export type GameChanges = ReturnType<typeof useGameChanges>;
