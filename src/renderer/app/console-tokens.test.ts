import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleApi } from '@/features/console/api';
import { consoleSession, startConsoleSession } from '@/features/console/console-session';
import { configApi } from '@/lib/config-api';
import { emptySession } from '@/lib/session';
import { makeStore } from './store';

/** Node has no page to resolve the app's relative URLs ('/ops-api/…') against: a test origin stands in. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://console.test/') : input, init);
  }
}

/** Every request the store makes, with the Authorization it carried. */
function recordFetch(answer: (url: string) => { status: number; body: unknown }) {
  const seen: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', (input: Request) => {
    seen.push({ url: new URL(input.url).pathname, authorization: input.headers.get('Authorization') });
    const { status, body } = answer(new URL(input.url).pathname);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  });
  return seen;
}

const playerStore = () => makeStore({ session: { ...emptySession, token: 'player-token' } });
const OPERATOR = { id: 7, username: 'ops', role: 'admin', permissions: ['read'] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the player and operator tokens never cross', () => {
  it('sends the operator token to /ops-api and the player token to player routes, each only there', async () => {
    const seen = recordFetch(() => ({ status: 200, body: { success: true, value: { stage: 'full', operator: OPERATOR, idleMinutes: 30 } } }));
    const store = playerStore();
    await store.dispatch(consoleApi.endpoints.consoleMe.initiate({ token: 'operator-token' }));
    await store.dispatch(configApi.endpoints.whitelabel.initiate());
    expect(seen).toEqual([
      { url: '/ops-api/session/me', authorization: 'Bearer operator-token' },
      { url: '/wps/system/whitelabel', authorization: 'Bearer player-token' },
    ]);
  });

  it('sends no player token with the operator sign-in, which has no token of its own yet', async () => {
    const seen = recordFetch(() => ({ status: 200, body: { success: true, value: { token: 't', stage: 'verify', operator: OPERATOR, idleMinutes: 30 } } }));
    await playerStore().dispatch(consoleApi.endpoints.consoleLogin.initiate({ username: 'ops', password: 'x' }));
    expect(seen).toEqual([{ url: '/ops-api/session/login', authorization: null }]);
  });

  it('on a console call finding its session gone, drops the operator token and leaves the player signed in', async () => {
    recordFetch(() => ({ status: 401, body: { success: false, code: 'not_logged_in' } }));
    startConsoleSession('operator-token');
    const store = playerStore();
    await store.dispatch(consoleApi.endpoints.auditLog.initiate({ token: 'operator-token', query: { limit: 5 }, searched: 1 }));
    expect(consoleSession()).toEqual({ token: null, ended: 'expired' });
    expect(store.getState().session.token).toBe('player-token');
    expect(store.getState().ui.authPopup).toBeNull();
  });

  it('treats a session still owing its second factor like a gone one', async () => {
    recordFetch(() => ({ status: 401, body: { success: false, code: 'second_factor_required' } }));
    startConsoleSession('operator-token');
    await playerStore().dispatch(consoleApi.endpoints.consoleMe.initiate({ token: 'operator-token' }));
    expect(consoleSession().token).toBeNull();
  });
});
