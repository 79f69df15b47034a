import { describe, expect, it } from 'vitest';
import { betArgs, INITIAL_BET_FILTER } from './bet-filter';

describe('betting record filter', () => {
  it('sends only the filters that are set', () => {
    expect(betArgs(INITIAL_BET_FILTER, 1, 10, 'EN')).toEqual({ preset: 'previous7', gameType: undefined, vassalage: undefined, status: undefined, language: 'EN', page: 1, pageSize: 10 });
    expect(betArgs({ preset: 'previous30', gameType: 'LIVE', vendor: 'AG', status: 'settled' }, 3, 10, 'TH')).toEqual({
      preset: 'previous30',
      gameType: 'LIVE',
      vassalage: 'AG',
      status: 'settled',
      language: 'TH',
      page: 3,
      pageSize: 10,
    });
  });
});
