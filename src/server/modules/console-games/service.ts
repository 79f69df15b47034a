import { randomBytes } from 'node:crypto';
import type { ConsoleGame, ConsoleVendor, IntegrationBody, IntegrationView, RotatedSecret } from '@shared/api/console-games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { setIntegration, showIntegrations } from '../seamless/integration-service';
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

/** Served by the platform's own origin (the demo and lottery vendors), which sign with keys derived from the platform's. */
const inHouse = (launchUrl: string | null | undefined) => !launchUrl || launchUrl.startsWith('/');

async function integrationOf(db: Db, merchantId: number, code: string): Promise<IntegrationView> {
  const [current] = await showIntegrations(db, merchantId, code);
  if (!current) throw new AppError('not_found', `No integration for vendor ${code}`);
  return current;
}

/**
 * Changes a vendor's mode, address allow-list or launch URL (audited by the integration service as
 * `vendor.set`). A launch URL cannot be turned into one of the platform's own paths here: the
 * in-house vendors sign with the platform's derived key, which a rotated secret no longer matches
 * (the ops tool, `npm run ops -- vendor-set`, does that recovery).
 */
export async function updateIntegration(db: Db, who: OperatorActor, code: string, body: IntegrationBody, keySecret: string | undefined): Promise<IntegrationView> {
  const current = await integrationOf(db, who.merchantId, code);
  if (body.launchUrl !== undefined && inHouse(body.launchUrl) && !inHouse(current.launchUrl)) {
    throw new AppError('vendor_in_house', 'Only the ops tool points a vendor back at the platform itself', { launchUrl: 'in_house' });
  }
  return setIntegration(db, who, { code, mode: body.mode, allowlist: body.allowlist, launchUrl: body.launchUrl }, keySecret);
}

/**
 * A new shared secret for an outside vendor, made here from 32 random bytes and answered once (the
 * platform keeps it sealed). An in-house vendor keeps signing with the platform's key, so its
 * secret only changes together with a launch URL elsewhere.
 */
export async function rotateSecret(db: Db, who: OperatorActor, code: string, launchUrl: string | undefined, keySecret: string | undefined): Promise<RotatedSecret> {
  const current = await integrationOf(db, who.merchantId, code);
  if (inHouse(launchUrl ?? current.launchUrl)) throw new AppError('vendor_in_house', `Vendor ${code} is served by the platform itself`, { launchUrl: 'in_house' });
  const secret = randomBytes(32).toString('base64url');
  const integration = await setIntegration(db, who, { code, secret, launchUrl }, keySecret);
  return { secret, integration };
}
