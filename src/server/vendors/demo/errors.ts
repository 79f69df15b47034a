import { EngineError } from './engines/engine';
import type { StringKey } from './i18n';

/**
 * What the demo vendor tells a player when something is refused: a stable snake_case code (the
 * platform's own code when the platform refused), an HTTP status, the translated message's key,
 * and the balance when one is known (a refused bet still shows the balance).
 */
export class VendorError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly messageKey: StringKey,
    readonly balance?: number,
  ) {
    super(code);
    this.name = 'VendorError';
  }
}

/** The vendor's own refusals. */
export const sessionEnded = () => new VendorError('session_ended', 410, 'sessionEnded');
export const platformUnavailable = (balance?: number) => new VendorError('platform_unavailable', 502, 'platformUnavailable', balance);

/** Platform refusals the player can act on, with their message; anything else reads as a generic error. */
const PLATFORM_CODES: Record<string, { status: number; key: StringKey }> = {
  insufficient_funds: { status: 409, key: 'insufficientFunds' },
  player_not_allowed: { status: 403, key: 'playerNotAllowed' },
  game_session_expired: { status: 410, key: 'sessionEnded' },
  bet_refunded: { status: 409, key: 'betRefunded' },
  // The vendor is not (or no longer) configured at the platform: to the player the casino is away.
  signature_invalid: { status: 502, key: 'platformUnavailable' },
  forbidden: { status: 502, key: 'platformUnavailable' },
  not_found: { status: 502, key: 'platformUnavailable' },
};

/** The platform refused a call with `code`. */
export function refusedBy(code: string, balance?: number): VendorError {
  const known = PLATFORM_CODES[code];
  return new VendorError(code, known?.status ?? 409, known?.key ?? 'error', balance);
}

/** An engine's refusal of the input (stake out of limits, no bet placed, ...). */
export function fromEngine(error: EngineError): VendorError {
  return new VendorError(error.code, 422, error.code === 'no_bet' ? 'noBet' : 'invalidBet');
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}
