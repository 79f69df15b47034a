import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRIAL_TYPE } from '@shared/constants';
import { AppError } from '../lib/app-error';
import { globalPlugin } from '../lib/global-plugin';
import { OutboxMessenger, TransportMessenger } from '../modules/messaging/messenger';
import type { AccountsContext } from '../modules/session/context';
import { SessionCache } from '../modules/session/session-cache';
import { authenticate, type AuthSession } from '../modules/session/session-service';
import { merchantOf } from './merchant';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsContext;
  }
  interface FastifyRequest {
    /** Set on routes with `config.auth`; read it through sessionOf(). */
    session: AuthSession | null;
  }
  interface FastifyContextConfig {
    /**
     * T route. 'member': every signed-in account; 'real': not a trial account (type 4 gets 403
     * in_need_true_account); 'optional': a visitor's route that answers more to a valid session
     * (optionalSessionOf), never refusing for want of one.
     */
    auth?: 'member' | 'real' | 'optional';
    /** Still allowed while the session must change a weak or expired password. */
    allowRestricted?: boolean;
  }
}

/**
 * Builds the accounts context (clock, keys, delivery, limits) and the session slot. The check
 * itself is `sessionGate`, registered in the merchant scope.
 */
async function authPlugin(app: FastifyInstance) {
  const config = app.config.accounts;
  const messenger =
    app.config.nodeEnv === 'production'
      ? new TransportMessenger(config, (err) => app.log.error({ err }, 'message delivery failed'))
      : new OutboxMessenger(app.db, config.clock);
  app.decorate('accounts', {
    db: app.db,
    config,
    keys: app.keyRing,
    messenger,
    rateLimit: app.rateLimit,
    faults: {},
    sessions: new SessionCache(config.sessionCacheSeconds * 1000),
    now: () => config.clock(),
  } satisfies AccountsContext);
  app.decorateRequest('session', null);
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/iu.exec(header);
  return match?.[1];
}

async function check(app: FastifyInstance, request: FastifyRequest, mode: 'member' | 'real'): Promise<void> {
  const token = bearerOf(request);
  if (!token) throw new AppError('not_logged_in', 'Not logged in, please login');
  const session = await authenticate(app.accounts, merchantOf(request).id, token);
  if (mode === 'real' && session.row.member.type === TRIAL_TYPE) {
    throw new AppError('in_need_true_account', 'A real account is needed for this');
  }
  if (session.restricted && request.routeOptions.config.allowRestricted !== true) {
    throw new AppError('password_change_required', 'Change your password first');
  }
  request.session = session;
}

async function requireSession(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const mode = request.routeOptions.config.auth;
  if (mode === 'optional') {
    if (!bearerOf(request)) return;
    // A stale or restricted session reads the route as a visitor does.
    await check(this, request, 'member').catch(() => (request.session = null));
    return;
  }
  if (mode !== undefined) await check(this, request, mode);
}

/**
 * Adds the session check to routes with `config.auth` (registered in the merchant scope, after the
 * merchant hook, so later modules only mark their routes). Per route, so others pay nothing.
 */
export const sessionGate = globalPlugin(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.auth === undefined) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [requireSession, ...existing];
  });
}, 'session-gate');

export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new Error('sessionOf() on a route without config.auth');
  return request.session;
}

/** The session of an `auth: 'optional'` route, or null for a visitor. */
export function optionalSessionOf(request: FastifyRequest): AuthSession | null {
  return request.session;
}

export default globalPlugin(authPlugin, 'auth');
