/**
 * Whether the app routes by the address's hash: the desktop shell may load the renderer from
 * file://, where only hash routing works (app/router.tsx), so the app's own path is then the hash.
 */
export function usesHashRouting(location: Pick<Location, 'protocol'> = window.location): boolean {
  return location.protocol === 'file:';
}
