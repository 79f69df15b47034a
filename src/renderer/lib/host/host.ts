import type { Language } from '@shared/constants';
import type { IdleNotice, MirrorStatus } from '@shared/desktop';

/** What the renderer needs from where it runs: the web browser or the desktop shell. */
export interface Host {
  kind: 'web' | 'desktop';
  /** Opens the customer-service chat in its own window (440x750). */
  openCustomerService(url: string): void;
  /** Opens an external link (social channels, downloads). */
  openExternal(url: string): void;
  /**
   * Opens a game window now, in the click (browsers only allow pop-ups there), before its URL is
   * known; null when it was blocked.
   */
  openGameWindow(): GameWindow | null;
  /** The language the shell keeps across restarts (desktop settings); null where the browser's storage is all there is. */
  savedLanguage(): Promise<Language | null>;
  /** Keeps a language the player chose where the shell keeps it (the browser's storage is written anyway). */
  saveLanguage(language: Language): void;
  /** The desktop shell's connection to the platform (mirrors, offline); null on the web. */
  connection: HostConnection | null;
  /** The kiosk's idle sign-out; null on the web. */
  kiosk: HostKiosk | null;
}

export interface HostConnection {
  current(): Promise<MirrorStatus>;
  /** Probes every mirror again now. */
  retry(): Promise<MirrorStatus>;
  /** Calls `listener` on every change of mirror or status; returns the function that stops it. */
  watch(listener: (status: MirrorStatus) => void): () => void;
}

export interface HostKiosk {
  /** Countdown notices of the idle sign-out; returns the function that stops listening. */
  watchIdle(listener: (notice: IdleNotice) => void): () => void;
  /** The customer is signed out: the shell wipes their data and starts afresh. */
  endSession(): Promise<void>;
}

/** A game window opened ahead of its launch answer. */
export interface GameWindow {
  /** Loads the game (a URL absolute or relative to the app). */
  show(url: string): void;
  /** The launch failed: the window goes away. */
  close(): void;
}

/** The desktop preload's API, its type derived from the preload module itself (type-only import). */
export type { DesktopApi } from '../../../preload/api';
