import type { ConsoleGame, ConsoleVendor } from '@shared/api/console-games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { showIntegrations } from '../seamless/integration-service';
import * as repo from './repository';

export async function consoleGames(db: Db, merchantId: number, filter: repo.GameFilter, page: number, size: number) {
  const { rows, total } = await repo.gamePage(db, merchantId, filter, page, size);
  const list: ConsoleGame[] = rows.map((row) => ({ ...row, name: row.name.EN }));
  return { list, total, page, size };
}

export async function consoleVendors(db: Db, merchantId: number): Promise<ConsoleVendor[]> {
  const [rows, integrations] = await Promise.all([repo.vendorList(db, merchantId), showIntegrations(db, merchantId)]);
  const byCode = new Map(integrations.map((i) => [i.code, i]));
  return rows.map((row) => {
    const integration = byCode.get(row.code);
    return { ...row, integration: integration ? { mode: integration.mode, allowlist: integration.allowlist, launchUrl: integration.launchUrl, updatedAt: integration.updatedAt } : null };
  });
}

/** The hot flag and lobby order of a game (audited; the lobby's 5 s cache shows it after). */
export async function setGameFlags(db: Db, who: OperatorActor, nodeId: string, flags: { isHot?: boolean | undefined; sort?: number | undefined }): Promise<void> {
  const set = { ...(flags.isHot === undefined ? {} : { isHot: flags.isHot }), ...(flags.sort === undefined ? {} : { sort: flags.sort }) };
  await db.transaction(async (tx) => {
    const before = await repo.setGameFlags(tx, who.merchantId, nodeId, set);
    if (!before) throw new AppError('not_found', `No game ${nodeId}`);
    await recordAudit(tx, who, { action: 'game.flags', targetType: 'game', targetId: nodeId, before, after: { ...before, ...set } });
  });
}
