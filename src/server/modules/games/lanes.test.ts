import { describe, expect, it } from 'vitest';
import type { Merchant } from '../merchant/directory';
import { buildLanes, laneOf, searchTerm } from './lobby-service';

const merchant = { id: 1, code: 'M', name: 'M', version: 1, config: { languages: ['EN', 'CN', 'TH'] } } as unknown as Merchant;
const vendor = (code: string, gameType: 'SPORTS' | 'ESPORTS' | 'RNG', maintenance = false) => ({ code, displayName: code, gameType, maintenance, gameCount: 2 });

describe('vendor lanes', () => {
  it('splits e-sport and cockfight vendors off the sports lane (spec section 4)', () => {
    expect(laneOf('AV', 'SPORTS')).toBe('ESPORTS');
    expect(laneOf('WS168', 'SPORTS')).toBe('COCKFIGHT');
    expect(laneOf('SBO', 'SPORTS')).toBe('SPORTS');
    expect(laneOf('AV', 'RNG')).toBe('RNG');
    expect(laneOf('IMES', 'ESPORTS')).toBe('ESPORTS');
  });

  it('builds one lane per category in catalogue order with cards and classifies per lane', () => {
    const lanes = buildLanes(merchant, {
      vendors: [vendor('PG', 'RNG'), vendor('SBO', 'SPORTS'), vendor('AV', 'SPORTS', true), vendor('DS88', 'SPORTS'), vendor('IMES', 'ESPORTS')],
      classifies: [
        { vendorCode: 'PG', gameType: 'RNG', classify: 'SLOT' },
        { vendorCode: 'PG', gameType: 'RNG', classify: 'BINGO' },
        { vendorCode: 'SBO', gameType: 'SPORTS', classify: 'ARCADE' },
        { vendorCode: 'AV', gameType: 'SPORTS', classify: 'ARCADE' },
        { vendorCode: 'IMES', gameType: 'ESPORTS', classify: 'ARCADE' },
        { vendorCode: 'DS88', gameType: 'SPORTS', classify: 'TABLE' },
      ],
    });
    expect(lanes.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['RNG', ['PG']],
      ['SPORTS', ['SBO']],
      ['ESPORTS', ['AV', 'IMES']],
      ['COCKFIGHT', ['DS88']],
    ]);
    const esports = lanes.find((l) => l.title === 'ESPORTS');
    // Cards keep the vendor's own category (what the games call filters by).
    expect(esports?.cards[0]).toMatchObject({ vassalage: 'AV', gameType: 'SPORTS', maintenance: true, lagerIcon: '/img/vendors/AV.svg' });
    expect(esports?.gameType).toBe('ESPORTS');
    expect(esports?.gameClassify).toEqual([{ classify: 'ARCADE', vendors: ['AV', 'IMES'] }]);
    // Bingo needs TY in the language list.
    expect(lanes[0]?.gameClassify).toEqual([{ classify: 'SLOT', vendors: ['PG'] }]);
  });

  it('trims and lower-cases the search, and drops an empty one', () => {
    expect(searchTerm('  Golden DRAGON ')).toBe('golden dragon');
    expect(searchTerm('   ')).toBeUndefined();
    expect(searchTerm(undefined)).toBeUndefined();
  });
});
