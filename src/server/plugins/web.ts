import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { globalPlugin } from '../lib/global-plugin';
import { isApiPath, sendError } from './errors';

export interface WebPluginOptions {
  /** Directory of the built renderer (index.html + hashed assets/). */
  root: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths the SPA never owns: an unknown one is a 404, not the app shell. */
function isServerPath(path: string): boolean {
  return isApiPath(path) || /^\/(img|dev|docs|healthz|demo-vendor)(\/|$)/.test(path);
}

function setStaticHeaders(reply: FastifyReply, path: string): void {
  const normalized = path.replaceAll('\\', '/');
  if (normalized.endsWith('.html')) {
    // The shell must be revalidated so a deploy is picked up; hashed assets never change.
    reply.header('Cache-Control', 'no-cache');
  } else if (normalized.includes('/assets/')) {
    reply.header('Cache-Control', IMMUTABLE);
  } else {
    reply.header('Cache-Control', 'public, max-age=3600');
  }
  // Referrer-Policy, nosniff and the content security policy come from plugins/security-headers.ts.
}

/**
 * Serves the built web app with SPA fallback: a GET that is not a server path and not a file
 * gets index.html, so deep links (/member/securityCenter) load the app, which routes them.
 * Compression covers API JSON too; pre-compressed .br/.gz files are used when the build made them.
 */
async function webPlugin(app: FastifyInstance, options: WebPluginOptions) {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  const hasWeb = existsSync(join(options.root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.root,
      // A route per built file, listed once at start, rather than one wildcard route that reads
      // each directory on the path of every request to check the spelling of the name (the assets
      // folder holds some 500 files): a page's thirty-odd scripts and style sheets were answered one
      // after another at about 1.3 ms of the server's time each. The build is fixed while the
      // server runs; anything else is the app shell or a 404 (notFound below).
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      index: 'index.html',
      setHeaders: (reply, path) => setStaticHeaders(reply as FastifyReply, path),
    });
  } else {
    app.log.warn({ root: options.root }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler((request, reply) => notFound(request, reply, hasWeb));
}

function notFound(request: FastifyRequest, reply: FastifyReply, hasWeb: boolean) {
  const path = request.url.split('?')[0] ?? '/';
  const isPage = request.method === 'GET' || request.method === 'HEAD';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const looksLikeFile = lastSegment.includes('.') && !lastSegment.endsWith('.html');
  if (!isPage || isServerPath(path) || looksLikeFile) return sendError(reply, 'not_found', 'Not found');
  if (!hasWeb) {
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send('<!doctype html><title>Platform</title><p>The web app is not built yet: run <code>npm run build:web</code>.</p>');
  }
  setStaticHeaders(reply, '/index.html');
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
}

export default globalPlugin(webPlugin, 'web');
