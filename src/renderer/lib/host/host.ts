/** What the renderer needs from where it runs: the web browser or the desktop shell. */
export interface Host {
  kind: 'web' | 'desktop';
  /** Opens the customer-service chat in its own window (440x750). */
  openCustomerService(url: string): void;
  /** Opens an external link (social channels, downloads). */
  openExternal(url: string): void;
}

/** The desktop preload's API, its type derived from the preload module itself (type-only import). */
export type { DesktopApi } from '../../../preload/api';
