import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@shared/api/account';
import { STORAGE_KEYS, TRIAL_TYPE, isAgentType } from '@shared/constants';
import { readStorage, writeStorage } from './storage';

/** Member info (spec section 3), as GET /wps/member/info answers it. */
export type SessionUser = Pick<MemberInfo, 'id' | 'account' | 'nickname' | 'type'> & Partial<MemberInfo>;

/** The one place session data lives; every feature reads it from here. */
export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  isAgent: boolean;
  /** This tab's sign-in was the account's first ever (the login answer's firstTimeLogin): F popups show. */
  firstLogin: boolean;
}

export interface TokenExtraction {
  token: string | null;
  /** The URL without the token parameter, for history.replaceState. */
  cleanUrl: string;
}

/** Reads `token` from a URL's query and returns the address without it. */
export function extractTokenFromUrl(href: string): TokenExtraction {
  const url = new URL(href);
  const token = url.searchParams.get(STORAGE_KEYS.token);
  if (token === null) return { token: null, cleanUrl: href };
  url.searchParams.delete(STORAGE_KEYS.token);
  return { token: token.trim() || null, cleanUrl: url.pathname + url.search + url.hash };
}

/** Start-up session: a token in the address wins over the stored one and is removed from the bar. */
export function readInitialSession(): SessionState {
  const { token: urlToken, cleanUrl } = extractTokenFromUrl(window.location.href);
  if (urlToken) {
    writeStorage('session', STORAGE_KEYS.token, urlToken);
    window.history.replaceState(window.history.state, '', cleanUrl);
  }
  const token = urlToken ?? readStorage('session', STORAGE_KEYS.token);
  return { token, user: null, isAgent: readStorage('session', STORAGE_KEYS.isAgent) === 'true', firstLogin: false };
}

export const emptySession: SessionState = { token: null, user: null, isAgent: false, firstLogin: false };

/** A call answered not_logged_in: the session is gone (the ui slice opens the login popup). */
export const sessionExpired = createAction('session/expired');
/** A first-ever sign-in succeeded; later features (welcome announcements) listen for it. */
export const firstLoginHappened = createAction<{ account: string }>('session/firstLogin');

export const sessionSlice = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.firstLogin = false;
    },
    userLoaded(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.isAgent = isAgentType(action.payload.type);
    },
    loggedOut() {
      return emptySession;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, () => emptySession);
    builder.addCase(firstLoginHappened, (state) => {
      state.firstLogin = true;
    });
  },
});

export const { loggedIn, userLoaded, loggedOut } = sessionSlice.actions;

/** Keeps session storage in step with the slice (merchant code stays on logout). */
export function persistSession(state: SessionState): void {
  writeStorage('session', STORAGE_KEYS.token, state.token);
  writeStorage('session', STORAGE_KEYS.isAgent, state.isAgent ? 'true' : null);
}

export const selectToken = (state: { session: SessionState }) => state.session.token;
export const selectIsLoggedIn = (state: { session: SessionState }) => state.session.token !== null;
export const selectIsAgent = (state: { session: SessionState }) => state.session.isAgent;
export const selectIsFirstLogin = (state: { session: SessionState }) => state.session.firstLogin;
export const selectUser = (state: { session: SessionState }) => state.session.user;
/** Trial (free-play) accounts, type 4: no account pages, no unread-message fetch. */
export const selectIsTrial = (state: { session: SessionState }) => state.session.user?.type === TRIAL_TYPE;
