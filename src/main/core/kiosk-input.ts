/**
 * The kiosk's keyboard filter: shortcuts that would reload, open developer tools, zoom, print, save,
 * leave fullscreen or close the window never reach the page or Chromium. Matches Electron's
 * `before-input-event` input (key, code and modifier flags).
 */
export interface KeyInput {
  key: string;
  code?: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

export type ShortcutKind = 'reload' | 'devtools' | 'zoom' | 'close' | 'browser';

const ZOOM_KEYS = new Set(['+', '=', '-', '_', '0']);
const ZOOM_CODES = new Set(['NumpadAdd', 'NumpadSubtract', 'Numpad0', 'Equal', 'Minus', 'Digit0']);
const DEVTOOLS_LETTERS = new Set(['i', 'j', 'c']);
/** Print, save, open, view source, new window, new tab, history, downloads. */
const BROWSER_LETTERS = new Set(['p', 's', 'o', 'u', 'n', 't', 'h', 'j']);

/** Which kind of blocked shortcut `input` is, or undefined when the page may have it. */
export function blockedShortcut(input: KeyInput): ShortcutKind | undefined {
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  const command = input.control || input.meta;
  if (key === 'F5' || key === 'BrowserRefresh' || (command && key === 'r')) return 'reload';
  if (key === 'F12' || (command && (input.shift || input.alt) && DEVTOOLS_LETTERS.has(key))) return 'devtools';
  if (command && (ZOOM_KEYS.has(key) || ZOOM_CODES.has(input.code ?? ''))) return 'zoom';
  if ((input.alt && key === 'F4') || (command && (key === 'w' || key === 'q' || key === 'F4'))) return 'close';
  if (key === 'F11' || key === 'F7' || (command && BROWSER_LETTERS.has(key))) return 'browser';
  return undefined;
}

/**
 * True when the kiosk swallows `input`. `allowClose` keeps the close shortcut for game and support
 * windows, which a customer must be able to close.
 */
export function isBlockedInKiosk(input: KeyInput, options: { allowClose?: boolean } = {}): boolean {
  const kind = blockedShortcut(input);
  if (kind === undefined) return false;
  return !(kind === 'close' && options.allowClose === true && !input.alt);
}

/** Input-event types that are not a person using the kiosk (the pointer merely entering or leaving). */
const NOT_CUSTOMER_INPUT = new Set(['undefined', 'mouseEnter', 'mouseLeave', 'pointerCausedUaAction']);

/** True when an Electron `input-event` of this type means someone is using the kiosk. */
export function isCustomerInput(type: string): boolean {
  return !NOT_CUSTOMER_INPUT.has(type);
}
