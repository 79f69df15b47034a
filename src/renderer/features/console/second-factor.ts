import { recoveryCodeSchema, totpCodeSchema } from '@shared/api/console';

/** What an operator types into the 6-digit field: digits only (spaces and dashes from the app dropped), at most 6. */
export function typedCode(input: string): string {
  return input.replace(/\D/gu, '').slice(0, 6);
}

export const isTotpCode = (code: string): boolean => totpCodeSchema.safeParse(code).success;

/** A recovery code as typed ("ABCDE FGHJK", "abcdefghjk") in the server's form "abcde-fghjk". */
export function normalRecoveryCode(input: string): string {
  const plain = input.toLowerCase().replace(/[^a-z0-9]/gu, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : input.trim().toLowerCase();
}

export const isRecoveryCode = (code: string): boolean => recoveryCodeSchema.safeParse(normalRecoveryCode(code)).success;

/** The secret in groups of four, easier to type by hand into an authenticator app. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s/gu, '').replace(/(.{4})(?=.)/gu, '$1 ');
}

/** Minutes without activity after which the console signs itself out (the server ends it too). */
export function isIdle(lastActivity: number, now: number, idleMinutes: number): boolean {
  return idleMinutes > 0 && now - lastActivity >= idleMinutes * 60_000;
}
