import { describe, expect, it } from 'vitest';
import { playerPath, playerTabOf } from './players-tab';

describe('player tabs', () => {
  it('reads a known tab and falls back to the profile', () => {
    expect(playerTabOf('bets')).toBe('bets');
    expect(playerTabOf('nonsense')).toBe('profile');
    expect(playerTabOf(null)).toBe('profile');
  });

  it('builds the page address, escaping the account', () => {
    expect(playerPath('demoplayer')).toBe('/console/players/demoplayer');
    expect(playerPath('a b/c', 'notes')).toBe('/console/players/a%20b%2Fc?tab=notes');
    expect(playerPath('x', 'profile')).toBe('/console/players/x');
  });
});
