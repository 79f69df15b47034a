import { createHash } from 'node:crypto';

/**
 * The content security policy of the app's own pages. Inline scripts of the bundle's HTML are
 * allowed by their hash only; `connect-src` lists the mirrors, the only other origins the renderer
 * may call (its API calls go through main's proxy on the app origin, which 'self' covers).
 */
export function contentSecurityPolicy(options: { scriptHashes?: readonly string[]; connectOrigins?: readonly string[] } = {}): string {
  const scripts = ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)].join(' ');
  const connect = ["'self'", ...(options.connectOrigins ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** `sha256-…` of every inline `<script>` (one without src) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/giu)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/iu.test(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}
