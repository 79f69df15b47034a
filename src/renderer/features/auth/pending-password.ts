/**
 * The password just typed into a login that must now be changed (weak or expired), so the
 * change-password popup need not ask for it again ("old password required when not known").
 * Kept in memory only, never in storage.
 */
let known: string | null = null;

export function setKnownPassword(value: string | null): void {
  known = value;
}

export function knownPassword(): string | null {
  return known;
}

/** The one-time token of an e-mailed reset link, taken out of the address bar at start. */
let resetToken: string | null = null;

export function setResetToken(value: string | null): void {
  resetToken = value;
}

export function pendingResetToken(): string | null {
  return resetToken;
}
