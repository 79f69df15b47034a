import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { appPolicy, inlineHashes, PERMISSIONS_POLICY, type AppPolicyOptions } from '@shared/content-security-policy';
import { globalPlugin } from '../lib/global-plugin';

export interface SecurityHeadersOptions {
  /** Directory of the built renderer: the inline boot script and style of its index.html are hashed. */
  webRoot: string;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** The hashes of the built shell's inline blocks; none when the web app is not built. */
async function shellHashes(webRoot: string): Promise<AppPolicyOptions> {
  const html = await readFile(join(webRoot, 'index.html'), 'utf8').catch(() => undefined);
  return html === undefined ? {} : inlineHashes(html);
}

/** A call made with credentials (a player's or an operator's bearer token, or a route that needs one). */
function isAuthenticated(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return request.headers.authorization !== undefined || config.auth !== undefined || config.operator !== undefined;
}

async function lastWords(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // HTTPS only: request.protocol reads X-Forwarded-Proto only from a peer TRUST_PROXY trusts, so a
  // visitor cannot ask for HSTS over plain HTTP (which would pin a host that has no certificate).
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  // Answers behind a session are the member's own: no browser or proxy cache keeps them. Routes
  // that choose their caching (the avatar image) keep their choice.
  if (isAuthenticated(request) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
}

/**
 * Security headers on every answer, from @fastify/helmet: the app's content security policy
 * (`src/shared/content-security-policy.ts`, shared with the desktop shell), no framing by anyone,
 * nosniff, no referrer, an opener policy that still lets the app point the game and payment windows
 * it opens, and a restrictive Permissions-Policy. Pages with a policy of their own (the demo
 * vendor's games, the demo gateway, generated images, /docs) set it on their reply, which wins.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
  const directives = appPolicy(await shellHashes(options.webRoot));
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // 'same-origin' would cut the link to the windows the app opens on about:blank and then sends
    // to the game or the payment page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Helmet's default 'same-origin' resource policy holds: the desktop shell reaches /img and the
    // API through its app:// proxy, never cross-origin.
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Set per request in lastWords: only over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', lastWords);
}

export default globalPlugin(securityHeadersPlugin, 'security-headers');
