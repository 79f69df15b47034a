import { describe, expect, it } from 'vitest';
import { INITIAL_LOBBY, lobbyParams, lobbyStep, parseLobby, type LobbyState } from './lobby-state';

const busy: LobbyState = { vendor: 'PG', filter: 'NEW', classify: 'SCRATCH', page: 3, search: 'dragon' };

describe('lobbyStep', () => {
  it('a new vendor resets classify and filter to ALL and the page to 1', () => {
    expect(lobbyStep(busy, { type: 'vendor', vendor: 'JDB' }, true)).toEqual({
      state: { vendor: 'JDB', filter: 'ALL', classify: 'ALL', page: 1, search: 'dragon' },
      login: false,
    });
    expect(lobbyStep(busy, { type: 'vendor', vendor: null }, false).state.filter).toBe('ALL');
  });

  it('the same vendor changes nothing', () => {
    expect(lobbyStep(busy, { type: 'vendor', vendor: 'PG' }, true).state).toBe(busy);
  });

  it('favourites, recent and hot ask a visitor to log in and keep the state', () => {
    for (const filter of ['FAV', 'RECENT', 'HOT'] as const) {
      expect(lobbyStep(busy, { type: 'filter', filter }, false)).toEqual({ state: busy, login: true });
      expect(lobbyStep(busy, { type: 'filter', filter }, true)).toEqual({ state: { ...busy, filter, page: 1 }, login: false });
    }
    expect(lobbyStep(busy, { type: 'filter', filter: 'NEW' }, false).login).toBe(false);
    expect(lobbyStep(busy, { type: 'filter', filter: 'ALL' }, false).state.filter).toBe('ALL');
  });

  it('search is trimmed and goes back to page 1; classify goes back to page 1', () => {
    expect(lobbyStep(busy, { type: 'search', search: '  Lucky  ' }, false).state).toEqual({ ...busy, search: 'Lucky', page: 1 });
    expect(lobbyStep(busy, { type: 'classify', classify: 'TABLE' }, false).state).toEqual({ ...busy, classify: 'TABLE', page: 1 });
  });

  it('pages are whole numbers from 1', () => {
    expect(lobbyStep(busy, { type: 'page', page: 0 }, false).state.page).toBe(1);
    expect(lobbyStep(busy, { type: 'page', page: 4 }, false).state.page).toBe(4);
  });
});

describe('parseLobby / lobbyParams', () => {
  it('round-trips a state through the address', () => {
    expect(parseLobby(lobbyParams(busy), true)).toEqual(busy);
    expect(lobbyParams(INITIAL_LOBBY).toString()).toBe('');
  });

  it('ignores unknown values and gives a visitor ALL instead of a login-only filter', () => {
    expect(parseLobby(new URLSearchParams('filter=FAV&classify=NOPE&page=-2&q=%20x%20'), false)).toEqual({
      ...INITIAL_LOBBY,
      search: 'x',
    });
    expect(parseLobby(new URLSearchParams('filter=FAV'), true).filter).toBe('FAV');
  });
});
