import { describe, expect, it } from 'vitest';
import type { GameMenus } from '@shared/api/system';
import { gameTypeOf, roundStatusOf, vendorOptions, withGameType, type RoundFilter } from './round-filter';

const vendor = (vassalage: string, displayName: string, gameType: 'RNG' | 'LIVE') => ({ vassalage, displayName, gameType, lagerIcon: '', gameCount: 1, maintenance: false });
const menus: GameMenus = {
  menus: [
    { gameType: 'RNG', vendors: [vendor('PG', 'PG Soft', 'RNG'), vendor('JDB', 'JDB Gaming', 'RNG')] },
    { gameType: 'LIVE', vendors: [vendor('AG', 'Asia Gaming', 'LIVE'), vendor('PG', 'PG Soft', 'LIVE')] },
  ],
};

describe('round filter', () => {
  it('offers each vendor once, by name, for one category or all', () => {
    expect(vendorOptions(menus, '')).toEqual([
      { value: 'AG', label: 'Asia Gaming' },
      { value: 'JDB', label: 'JDB Gaming' },
      { value: 'PG', label: 'PG Soft' },
    ]);
    expect(vendorOptions(menus, 'LIVE').map((o) => o.value)).toEqual(['AG', 'PG']);
    expect(vendorOptions(menus, 'FISH')).toEqual([]);
    expect(vendorOptions(undefined, '')).toEqual([]);
  });

  it('keeps the vendor across a category change only when the new category offers it', () => {
    const pg: RoundFilter = { gameType: 'RNG', vendor: 'PG', status: '' };
    expect(withGameType(pg, 'LIVE', menus)).toMatchObject({ gameType: 'LIVE', vendor: 'PG' });
    expect(withGameType({ ...pg, vendor: 'JDB' }, 'LIVE', menus)).toMatchObject({ gameType: 'LIVE', vendor: '' });
    expect(withGameType({ ...pg, vendor: 'JDB' }, '', menus)).toMatchObject({ gameType: '', vendor: 'JDB' });
  });

  it('reads select values back, anything unknown as all', () => {
    expect([gameTypeOf('FISH'), gameTypeOf(''), gameTypeOf('HOT')]).toEqual(['FISH', '', '']);
    expect([roundStatusOf('open'), roundStatusOf('lost'), roundStatusOf(null)]).toEqual(['open', '', '']);
  });
});
