import type { FastifyInstance, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { findHostileText, hostileTextError } from '../lib/hostile-text';

/** Request parts by their schema key, with where Fastify leaves them parsed. */
const PARTS = [
  ['body', (request: FastifyRequest) => request.body],
  ['querystring', (request: FastifyRequest) => request.query],
  ['params', (request: FastifyRequest) => request.params],
] as const;

/**
 * Hostile text (NUL, unpaired surrogates) is refused where input enters. Every part a route's
 * schema validates is checked by the validator compiler (openapi.ts wraps it, so an E body is
 * checked once decrypted); this hook covers the parts no schema validates (routes without one, the
 * not-found handler, custom parsers' output), so none reaches a handler, a query or a log line.
 */
async function hostileInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    for (const [part, read] of PARTS) {
      if (schema?.[part]) continue;
      const path = findHostileText(read(request));
      if (path) throw hostileTextError(part, path);
    }
  });
}

export default globalPlugin(hostileInputPlugin, 'hostile-input');
