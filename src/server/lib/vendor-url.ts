/** Only resolves root-relative vendor URLs; never appears in an answer. */
const PLACEHOLDER_ORIGIN = 'http://platform.invalid';

/**
 * A vendor page's URL: `base` (a vendor's launch URL), optionally with its last path segment
 * replaced by `sibling` (e.g. `recall`), with `params` added to its query (undefined ones left out). A root-relative base (a
 * vendor served from the platform's own origin) stays root-relative, so the client opens it on
 * whatever origin it uses.
 */
export function vendorUrl(base: string, params: Record<string, string | undefined>, sibling?: string): string {
  const relative = base.startsWith('/');
  const absolute = new URL(base, PLACEHOLDER_ORIGIN);
  const url = sibling === undefined ? absolute : new URL(`${sibling}${absolute.search}`, absolute);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return relative ? `${url.pathname}${url.search}` : url.toString();
}
