import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeAddress } from '../lib/ip';
import { globalPlugin } from '../lib/global-plugin';

/**
 * request.ip already honours Fastify's trustProxy (set from TRUST_PROXY in app.ts): without it
 * X-Forwarded-For is ignored and the socket address is used. Here the address is only put in
 * one canonical form, so '::ffff:10.0.0.1' and '10.0.0.1' are the same visitor everywhere.
 */
async function clientAddressPlugin(app: FastifyInstance) {
  // A getter, not a hook: computed only by routes that read it, so other routes pay nothing.
  app.decorateRequest('clientIp', {
    getter(this: FastifyRequest) {
      return normalizeAddress(this.ip ?? '');
    },
  });
}

export default globalPlugin(clientAddressPlugin, 'client-address');
