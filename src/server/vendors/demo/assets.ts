import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The games' browser code and style (web/): plain ES modules and one stylesheet, read once at start
 * and served from /demo-vendor/assets. Separate files rather than inline code so the pages' CSP
 * allows scripts from this origin only, with no inline script at all.
 */

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

export const ASSET_NAMES = ['game.css', 'game-core.js', 'game-view.js', 'slot.js', 'baccarat.js', 'fish.js'] as const;
export type AssetName = (typeof ASSET_NAMES)[number];

interface Asset {
  body: string;
  type: string;
  etag: string;
}

export type Assets = ReadonlyMap<string, Asset>;

export function loadAssets(): Assets {
  const assets = new Map<string, Asset>();
  for (const name of ASSET_NAMES) {
    const body = readFileSync(new URL(`./web/${name}`, import.meta.url), 'utf8');
    const type = TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    assets.set(name, { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` });
  }
  return assets;
}

/** Revalidated on each load (the names carry no hash), answered 304 when unchanged. */
export function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset): FastifyReply {
  reply.header('Cache-Control', 'no-cache').header('ETag', asset.etag).header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  return reply.type(asset.type).send(asset.body);
}
