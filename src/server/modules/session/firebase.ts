/**
 * Firebase sign-in adapter (merchant feature `firebaseLogin`, off by default). The verifier checks
 * a Firebase ID token (signature against Google's keys, audience = project) and answers who it
 * names; it is injected so the rules around it are testable without Google.
 */
export interface FirebaseIdentity {
  uid: string;
  /** E.164, e.g. +66812345678 */
  phoneNumber?: string;
  email?: string;
}

export interface FirebaseVerifier {
  verifyIdToken(idToken: string): Promise<FirebaseIdentity>;
}

/** Splits an E.164 number into a configured dialing code and the national number. */
export function splitE164(phone: string, dialingCodes: string[]): { dialingCode: string; mobileNum: string } | undefined {
  if (!/^\+\d{6,18}$/u.test(phone)) return undefined;
  const digits = phone.slice(1);
  const code = [...dialingCodes].sort((a, b) => b.length - a.length).find((c) => digits.startsWith(c));
  return code ? { dialingCode: code, mobileNum: digits.slice(code.length) } : undefined;
}
