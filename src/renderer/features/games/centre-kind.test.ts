import { describe, expect, it } from 'vitest';
import { isGameCentre } from './centre-kind';

describe('isGameCentre', () => {
  it('follows the route table: sports, e-sports, lottery and e-lottery are game centres', () => {
    expect(['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'].every((c) => isGameCentre(c as 'SPORTS'))).toBe(true);
    expect(['LIVE', 'FISH', 'RNG', 'PVP', 'COCKFIGHT'].some((c) => isGameCentre(c as 'LIVE'))).toBe(false);
  });
});
