import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SVG = 'image/svg+xml';

/**
 * Sends stored artwork. SVG can carry script, so it gets a CSP that allows nothing but inline
 * styles, and nosniff keeps browsers from reinterpreting it. A strong ETag lets browsers revalidate
 * cheaply after the day-long cache expires.
 */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: { contentType: string; body: string }) {
  const { contentType, body } = image;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply
    .header('Cache-Control', 'public, max-age=86400')
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff');
  if (contentType.startsWith(SVG)) {
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  }
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  // SVG is kept as text; uploaded pictures (PNG, JPEG, WebP) as base64 of their bytes.
  return reply.type(contentType).send(contentType.startsWith(SVG) ? body : Buffer.from(body, 'base64'));
}
