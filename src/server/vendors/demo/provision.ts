import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, vendors } from '../../db/schema/index';
import { cliActor, type OperatorActor } from '../../modules/operator/audit';
import { setIntegration, showIntegrations, WALLET_MODES, type WalletMode } from '../../modules/seamless/integration-service';
import type { VendorKeys } from '../kit/keys';

/**
 * Provisioning: the operator's step (`npm run ops -- vendor-set`) done for every catalogue vendor
 * code that has no integration yet, pointing it at the demo vendor. This is the ONE file of the
 * demo vendor that calls the platform's code directly (the integration service, as the ops tool
 * does, audited); everything else reaches the platform only through the signed HTTP protocol.
 * Integrations that exist are left alone: an operator may have pointed a code at a real vendor.
 */

/** Codes another in-house vendor serves (the lottery: src/server/vendors/lotto provisions them). */
const IN_HOUSE_ELSEWHERE = new Set(['LOTT', 'TCG_LOTTO_VN']);

/** The launch URL of a code: root-relative, served by this same origin. */
export const launchUrlOf = (code: string) => `/demo-vendor/${encodeURIComponent(code)}/play`;

/** Audit rows name the demo vendor's provisioning as a server-side tool run. */
const actorOf = (merchantId: number): OperatorActor => ({ ...cliActor(merchantId), actor: 'cli:demo-vendor' });

const modeOf = (value: string): WalletMode => ((WALLET_MODES as readonly string[]).includes(value) ? (value as WalletMode) : 'seamless');

/** Every distinct vendor code of a merchant's catalogue with its wallet mode (first row wins). */
async function catalogueCodes(db: Db, merchantId: number): Promise<Map<string, WalletMode>> {
  const rows = await db
    .select({ code: vendors.code, walletMode: vendors.walletMode })
    .from(vendors)
    .where(eq(vendors.merchantId, merchantId))
    .orderBy(asc(vendors.code), asc(vendors.id));
  const codes = new Map<string, WalletMode>();
  for (const row of rows) if (!codes.has(row.code)) codes.set(row.code, modeOf(row.walletMode));
  return codes;
}

export interface Provisioned {
  merchantId: number;
  code: string;
}

/** Adds the demo vendor's integration for each merchant's codes that lack one; returns what it added. */
export async function provisionIntegrations(db: Db, keys: VendorKeys, keySecret: string | undefined): Promise<Provisioned[]> {
  const added: Provisioned[] = [];
  const all = await db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id));
  for (const merchant of all) {
    const existing = new Set((await showIntegrations(db, merchant.id)).map((view) => view.code));
    for (const [code, mode] of await catalogueCodes(db, merchant.id)) {
      if (existing.has(code) || IN_HOUSE_ELSEWHERE.has(code)) continue;
      await setIntegration(db, actorOf(merchant.id), { code, mode, secret: keys.secretOf(code), launchUrl: launchUrlOf(code) }, keySecret);
      added.push({ merchantId: merchant.id, code });
    }
  }
  return added;
}
