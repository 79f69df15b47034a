import type { Db } from '../../db/client';
import type { AccountConfig } from '../../lib/account-config';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { KeyRing } from '../crypto-keys/key-ring';
import type { Messenger } from '../messaging/messenger';
import type { FirebaseVerifier } from './firebase';
import type { SessionCache } from './session-cache';

/** Test seams: let a test break a step to prove the surrounding transaction rolls back. */
export interface AccountFaults {
  afterMemberInsert?: () => void | Promise<void>;
}

/** What every account service needs, built once per app by the auth plugin. */
export interface AccountsContext {
  db: Db;
  config: AccountConfig;
  keys: KeyRing;
  messenger: Messenger;
  rateLimit: RateLimiter;
  faults: AccountFaults;
  sessions: SessionCache;
  /** Set when Firebase sign-in is configured (or by tests); without it firebase logins are refused. */
  firebase?: FirebaseVerifier;
  now(): number;
}

/** The requester as the services see it (after TRUST_PROXY rules). */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}
