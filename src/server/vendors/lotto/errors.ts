/**
 * What the lottery vendor answers when it refuses something: a stable snake_case code (the
 * platform's own code when the platform refused), an HTTP status, and the balance when one is known
 * (a refused bet still shows it). The pages translate the code.
 */
export class LottoError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly balance?: number,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'LottoError';
  }
}

export const sessionEnded = () => new LottoError('session_ended', 410);
export const platformUnavailable = (balance?: number) => new LottoError('platform_unavailable', 502, balance);

const PLATFORM_STATUS: Record<string, number> = {
  insufficient_funds: 409,
  player_not_allowed: 403,
  game_session_expired: 410,
  bet_refunded: 409,
  signature_invalid: 502,
  forbidden: 502,
  not_found: 502,
};

/** The platform refused a call with `code`. */
export const refusedBy = (code: string, balance?: number) => new LottoError(code, PLATFORM_STATUS[code] ?? 409, balance);
