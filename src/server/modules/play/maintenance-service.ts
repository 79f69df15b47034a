import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { setGameMaintenance, setVendorMaintenance } from './repository';

export type MaintenanceTarget = { nodeId: string } | { vendorCode: string };

/**
 * Puts a game, or every game of a vendor, in or out of maintenance (launches answer
 * game_maintenance; lobby tiles show it within their 5 s cache), audited in the same transaction.
 */
export async function setMaintenance(db: Db, who: OperatorActor, target: MaintenanceTarget, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if ('nodeId' in target) {
      const before = await setGameMaintenance(tx, who.merchantId, target.nodeId, on);
      if (before === undefined) throw new AppError('not_found', `No game ${target.nodeId}`);
      await recordAudit(tx, who, { action: 'game.maintenance', targetType: 'game', targetId: target.nodeId, before: { maintenance: before }, after: { maintenance: on } });
      return;
    }
    const rows = await setVendorMaintenance(tx, who.merchantId, target.vendorCode, on);
    if (rows === 0) throw new AppError('not_found', `No vendor ${target.vendorCode}`);
    await recordAudit(tx, who, { action: 'vendor.maintenance', targetType: 'vendor', targetId: target.vendorCode, before: null, after: { maintenance: on } });
  });
}
