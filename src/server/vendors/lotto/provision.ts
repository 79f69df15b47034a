import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema/index';
import { cliActor, type OperatorActor } from '../../modules/operator/audit';
import { setIntegration, showIntegrations } from '../../modules/seamless/integration-service';
import type { VendorKeys } from '../kit/keys';
import { LOTTO_CODES } from './catalogue';
import * as repo from './repository';

/**
 * Provisioning: the operator's step (`npm run ops -- vendor-set`) done for the lottery's two codes
 * of every merchant, pointing them at this vendor, and the merchant added to the vendor's own list
 * (its draws open from then on). This and the demo vendor's provision.ts are the only files of the
 * in-house vendors that call the platform's code directly (the integration service, audited, as
 * the ops tool does). An integration an operator pointed elsewhere is left alone; one the demo
 * vendor set before the lottery existed (its launch URL) is taken over.
 */

export const lottoLaunchUrlOf = (code: string) => `/lotto-vendor/${encodeURIComponent(code)}/play`;
const DEMO_LAUNCH = (code: string) => `/demo-vendor/${encodeURIComponent(code)}/play`;

const actorOf = (merchantId: number): OperatorActor => ({ ...cliActor(merchantId), actor: 'cli:lotto-vendor' });

export async function provisionLotto(db: Db, keys: VendorKeys, keySecret: string | undefined): Promise<string[]> {
  const added: string[] = [];
  const all = await db.select({ id: merchants.id, code: merchants.code, config: merchants.config }).from(merchants).orderBy(asc(merchants.id));
  for (const merchant of all) {
    await repo.addMerchant(db, merchant.code, merchant.config.currency.code);
    const existing = new Map((await showIntegrations(db, merchant.id)).map((view) => [view.code, view]));
    for (const code of LOTTO_CODES) {
      const current = existing.get(code);
      if (current && current.launchUrl !== DEMO_LAUNCH(code)) continue;
      await setIntegration(db, actorOf(merchant.id), { code, mode: 'seamless', secret: keys.secretOf(code), launchUrl: lottoLaunchUrlOf(code) }, keySecret);
      added.push(`${merchant.code}:${code}`);
    }
  }
  return added;
}
