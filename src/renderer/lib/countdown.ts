/** SMS resend countdown: expiredMinutes × 60 s, one minute when the server gives none. */
export function countdownSeconds(expiredMinutes: number | null | undefined): number {
  return expiredMinutes && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : 60;
}

/** Whole seconds left until `endsAt` (never negative). */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** True when an action last done at `last` may run again at `now` (throttle window in ms). */
export function throttleAllows(last: number | null, now: number, windowMs: number): boolean {
  return last === null || now - last >= windowMs;
}
