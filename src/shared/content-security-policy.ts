/**
 * The security policy of the app's own pages, one definition for both places that serve them: the
 * platform server (web build, `src/server/plugins/security-headers.ts`) and the desktop shell's
 * app:// scheme (`src/main/adapters/app-scheme.ts`), so the browser and the desktop client run the
 * renderer under the same rules. Pure: hashing uses Web Crypto, present in Node and browsers.
 */

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export interface AppPolicyOptions {
  /** `'sha256-…'` sources of the page's inline `<script>` blocks (the boot script). */
  scriptHashes?: readonly string[];
  /** `'sha256-…'` sources of the page's inline `<style>` blocks (the boot loader's style). */
  styleHashes?: readonly string[];
  /** Other origins the renderer may call (the desktop shell's mirrors). */
  connectOrigins?: readonly string[];
}

/**
 * What the game frame may show: our own origin (the built-in demo vendor's pages, root-relative
 * launch URLs) and any https page, since each merchant configures its vendors' launch URLs at run
 * time (`npm run ops -- vendor-set --launch-url`). Framing others is not the risk; being framed is,
 * and `frame-ancestors 'none'` forbids that.
 */
export const GAME_FRAME_SOURCES: readonly string[] = ["'self'", 'https:'];

export function appPolicy(options: AppPolicyOptions = {}): CspDirectives {
  const scriptHashes = options.scriptHashes ?? [];
  const styleHashes = options.styleHashes ?? [];
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': bundle files and the hashed boot script only.
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // Style elements: bundle files and the hashed boot style. Style attributes stay allowed, since
    // markup that libraries and translations build may carry them; they cannot run script.
    'style-src': ["'self'", ...styleHashes],
    'style-src-elem': ["'self'", ...styleHashes],
    'style-src-attr': ["'unsafe-inline'"],
    // Game artwork and banners may come from any https CDN a merchant configures.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.connectOrigins ?? [])],
    'frame-src': GAME_FRAME_SOURCES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function serializePolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Powerful features the app never uses are off for it and for every frame it embeds. Fullscreen
 * and autoplay are left to the browser's defaults: the game frame delegates them to the vendor
 * with its `allow` attribute, which a header listing only 'self' would cancel.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** The bodies of a document's inline `<script>` (those without src) and `<style>` elements. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/giu)) {
    if (!/\bsrc\s*=/iu.test(attributes)) scripts.push(body);
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/giu)].map(([, body = '']) => body);
  return { scripts, styles };
}

/** The CSP source `'sha256-…'` of a text, as the browser hashes an inline element's content. */
export async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/** The app policy's options for a document: the hashes of its inline scripts and styles. */
export async function inlineHashes(html: string): Promise<Required<Pick<AppPolicyOptions, 'scriptHashes' | 'styleHashes'>>> {
  const { scripts, styles } = inlineBlocks(html);
  return { scriptHashes: await Promise.all(scripts.map(sha256Source)), styleHashes: await Promise.all(styles.map(sha256Source)) };
}
