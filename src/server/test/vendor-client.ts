import type { Db } from '../db/client';
import { cliActor } from '../modules/operator/audit';
import { setIntegration, type IntegrationInput } from '../modules/seamless/integration-service';

/** A game vendor's side of the seamless-wallet protocol, for tests: the demo vendor's own client. */
export {
  httpTransport,
  injectTransport,
  VendorClient,
  type SeamlessCall,
  type SendOptions,
  type VendorReply,
  type VendorTransport,
} from '../vendors/kit/platform-client';

/** Configures a seamless vendor as an operator would (`ops vendor-set`), for tests. */
export async function configureVendor(db: Db, merchantId: number, input: IntegrationInput & { secret: string }): Promise<void> {
  await setIntegration(db, cliActor(merchantId), { mode: 'seamless', ...input }, undefined);
}
