import { describe, expect, it } from 'vitest';
import { launchInputOf, seamlessPathOf, targetFromSearch } from './launch-target';

describe('launch targets', () => {
  it('sends only what the button named', () => {
    expect(launchInputOf({ name: 'Lucky', nodeId: 'PG-RNG-1', vassalage: 'PG', trial: true })).toEqual({ nodeId: 'PG-RNG-1', vassalage: 'PG' });
    expect(launchInputOf({ name: 'SA', vassalage: 'SA', gameType: 'LIVE' })).toEqual({ vassalage: 'SA', gameType: 'LIVE' });
  });

  it('round-trips through the /seamless page query', () => {
    const target = { name: 'Lucky & Co', nodeId: 'PG-RNG-1', vassalage: 'PG', gameType: 'RNG' as const, trial: true };
    const path = seamlessPathOf(target);
    expect(path.startsWith('/seamless?')).toBe(true);
    expect(targetFromSearch(new URL(path, 'http://x.invalid').searchParams)).toEqual(target);
    expect(targetFromSearch(new URLSearchParams('gameCode=L-1'))).toEqual({ name: '', trial: false, gameCode: 'L-1' });
  });

  it('finds no game in an empty or bogus query', () => {
    expect(targetFromSearch(new URLSearchParams(''))).toBeUndefined();
    expect(targetFromSearch(new URLSearchParams('gameType=NOPE&name=x'))).toBeUndefined();
  });
});
