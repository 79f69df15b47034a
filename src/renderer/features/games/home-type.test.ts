import { describe, expect, it } from 'vitest';
import { homeTypePath, resolveHomeType } from './home-type';

describe('resolveHomeType', () => {
  it('defaults to HOME', () => {
    expect(resolveHomeType(null, false)).toEqual({ type: 'HOME', login: false });
    expect(resolveHomeType('LIVE', true)).toEqual({ type: 'HOME', login: false });
  });

  it('FAV and HOT reset a visitor to HOME and ask for login', () => {
    expect(resolveHomeType('FAV', false)).toEqual({ type: 'HOME', login: true });
    expect(resolveHomeType('HOT', false)).toEqual({ type: 'HOME', login: true });
  });

  it('a member gets what they chose', () => {
    expect(resolveHomeType('FAV', true)).toEqual({ type: 'FAV', login: false });
    expect(resolveHomeType('HOT', true)).toEqual({ type: 'HOT', login: false });
  });

  it('has a path per type', () => {
    expect(homeTypePath('HOME')).toBe('/');
    expect(homeTypePath('FAV')).toBe('/?type=FAV');
  });
});
