import { describe, expect, it } from 'vitest';
import { gameListQuery, gameParamsOf, gameViewOf, NO_GAME_FILTERS, pagesOf } from './games-query';

describe('the games view in the address', () => {
  it('reads filters and page, and drops what is malformed', () => {
    expect(gameViewOf(new URLSearchParams('q=%20fortune%20&vendor=PG&type=RNG&page=3'))).toEqual({ filters: { q: 'fortune', vendor: 'PG', gameType: 'RNG' }, page: 3 });
    expect(gameViewOf(new URLSearchParams('type=CARDS&page=-2'))).toEqual({ filters: NO_GAME_FILTERS, page: 1 });
    expect(gameViewOf(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(gameViewOf(new URLSearchParams(`q=${'x'.repeat(80)}`)).filters.q).toHaveLength(64);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(gameParamsOf(NO_GAME_FILTERS, 1)).toEqual({});
    const filters = { q: ' dragon ', vendor: 'JILI', gameType: 'FISH' as const };
    const params = gameParamsOf(filters, 4);
    expect(params).toEqual({ q: 'dragon', vendor: 'JILI', type: 'FISH', page: '4' });
    expect(gameViewOf(new URLSearchParams(params))).toEqual({ filters: { ...filters, q: 'dragon' }, page: 4 });
  });

  it('asks the server only for the filters set', () => {
    expect(gameListQuery(NO_GAME_FILTERS, 2)).toEqual({ page: 2, size: 20 });
    expect(gameListQuery({ q: 'a', vendor: 'PG', gameType: 'LIVE' }, 1, 50)).toEqual({ q: 'a', vendor: 'PG', gameType: 'LIVE', page: 1, size: 50 });
  });

  it('counts at least one page', () => {
    expect(pagesOf(0, 20)).toBe(1);
    expect(pagesOf(20, 20)).toBe(1);
    expect(pagesOf(21, 20)).toBe(2);
  });
});
