import { describe, expect, it } from 'vitest';
import { extractTokenFromUrl, firstLoginHappened, loggedIn, loggedOut, sessionSlice, userLoaded } from './session';

describe('extractTokenFromUrl', () => {
  it('takes the token and removes it from the address', () => {
    expect(extractTokenFromUrl('https://a.test/member?token=abc&x=1#top')).toEqual({
      token: 'abc',
      cleanUrl: '/member?x=1#top',
    });
    expect(extractTokenFromUrl('https://a.test/?token=abc')).toEqual({ token: 'abc', cleanUrl: '/' });
  });
  it('leaves addresses without a token alone', () => {
    const href = 'https://a.test/live?vendor=PG';
    expect(extractTokenFromUrl(href)).toEqual({ token: null, cleanUrl: href });
  });
  it('treats an empty token as none but still cleans the address', () => {
    expect(extractTokenFromUrl('https://a.test/?token=')).toEqual({ token: null, cleanUrl: '/' });
  });
});

describe('session slice', () => {
  const reduce = sessionSlice.reducer;
  it('marks agents by account type and clears on logout', () => {
    let state = reduce(undefined, loggedIn({ token: 't' }));
    state = reduce(state, userLoaded({ id: 1, account: 'a', nickname: 'A', type: 41 }));
    expect(state.isAgent).toBe(true);
    state = reduce(state, userLoaded({ id: 1, account: 'a', nickname: 'A', type: 0 }));
    expect(state.isAgent).toBe(false);
    expect(reduce(state, loggedOut())).toEqual({ token: null, user: null, isAgent: false, firstLogin: false });
  });

  it('remembers a first-ever sign-in until the next sign-in or logout (F popups)', () => {
    let state = reduce(undefined, loggedIn({ token: 't' }));
    expect(state.firstLogin).toBe(false);
    state = reduce(state, firstLoginHappened({ account: 'a' }));
    expect(state.firstLogin).toBe(true);
    expect(reduce(state, loggedIn({ token: 'u' })).firstLogin).toBe(false);
    expect(reduce(state, loggedOut()).firstLogin).toBe(false);
  });
});

describe('an expired session', () => {
  it('clears the session and opens the login popup', async () => {
    const { sessionExpired } = await import('./session');
    const { uiSlice } = await import('./ui');
    let state = sessionSlice.reducer(undefined, loggedIn({ token: 't' }));
    state = sessionSlice.reducer(state, sessionExpired());
    expect(state).toEqual({ token: null, user: null, isAgent: false, firstLogin: false });
    const ui = uiSlice.reducer(undefined, sessionExpired());
    expect(ui.authPopup).toBe('login');
  });
});
