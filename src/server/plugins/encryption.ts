import type { FastifyInstance, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { KeyRing } from '../modules/crypto-keys/key-ring';
import { decryptBody } from '../modules/crypto-keys/decrypt';

declare module 'fastify' {
  interface FastifyInstance {
    keyRing: KeyRing;
  }
  interface FastifyContextConfig {
    /** E route: the wire body is `{ kid, key, iv, data }`; the route's schema checks the payload. */
    encrypted?: boolean;
  }
}

/** Words for the OpenAPI description of an E route. */
export const E_ROUTE_NOTE =
  'E (encrypted payload): the wire body is `{ kid, key, iv, data }` for the key of GET /wps/system/publicKey ' +
  '(RSA-OAEP-256 wrapped AES-256-GCM key, 12-byte iv, ciphertext with the 16-byte tag appended) of the JSON ' +
  'payload below plus `ts` (ms since epoch). Plaintext → 400 encryption_required, undecryptable → 400 bad_payload, ' +
  'ts older than 5 minutes or more than 1 minute ahead → 400 stale_payload.';

/**
 * Loads (or makes, on first start) the server keys, and on E routes replaces the encrypted body by
 * its payload before validation, so the route's zod schema validates what the client meant.
 */
async function encryptionPlugin(app: FastifyInstance) {
  const accounts = app.config.accounts;
  const ring = new KeyRing(app.db, {
    keyEncryptionSecret: accounts.keyEncryptionSecret,
    graceHours: accounts.keyGraceHours,
    clock: accounts.clock,
  });
  await ring.init();
  if (!accounts.keyEncryptionSecret && app.config.nodeEnv === 'production') {
    app.log.warn('KEY_ENCRYPTION_SECRET is not set: server private keys are stored unencrypted');
  }
  app.decorate('keyRing', ring);
  const decrypt = async (request: FastifyRequest) => {
    request.body = await decryptBody(request.body, (kid) => ring.privateKey(kid), accounts.clock());
  };
  // Attached only to E routes (before their schema validates the decrypted payload), so every
  // other request skips an async hook.
  app.addHook('onRoute', (route) => {
    if (route.config?.encrypted !== true) return;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [decrypt, ...existing];
  });
}

export default globalPlugin(encryptionPlugin, 'encryption');
