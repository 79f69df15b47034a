import { describe, expect, it } from 'vitest';
import type { VendorCard, VendorLane } from '@shared/api/games';
import type { GameType } from '@shared/constants';
import { laneOf, lotteryVendorCodes, prizeModeOf, splitSportsLane, visibleClassifies } from './lanes';

const card = (vassalage: string, gameType: GameType): VendorCard => ({
  vassalage,
  gameType,
  displayName: vassalage,
  lagerIcon: `/img/vendors/${vassalage}.svg`,
  gameCount: 3,
  maintenance: false,
});
const lane = (title: GameType, codes: string[]): VendorLane => ({ title, gameType: title, cards: codes.map((c) => card(c, title)), gameClassify: [] });

describe('splitSportsLane', () => {
  it('moves e-sport and cockfight vendors out of the sports lane', () => {
    const lanes = splitSportsLane([lane('RNG', ['PG']), lane('SPORTS', ['SBO', 'AV', 'SV3', 'UG', 'TF'])]);
    expect(laneOf(lanes, 'SPORTS')?.cards.map((c) => c.vassalage)).toEqual(['SBO', 'UG']);
    expect(laneOf(lanes, 'ESPORTS')?.cards.map((c) => [c.vassalage, c.gameType])).toEqual([['AV', 'ESPORTS'], ['TF', 'ESPORTS']]);
    expect(laneOf(lanes, 'COCKFIGHT')?.cards.map((c) => c.vassalage)).toEqual(['SV3']);
    expect(laneOf(lanes, 'RNG')?.cards).toHaveLength(1);
  });

  it('merges into existing lanes without duplicates', () => {
    const lanes = splitSportsLane([lane('SPORTS', ['SBO', 'IMES']), lane('ESPORTS', ['IMES', 'IA'])]);
    expect(laneOf(lanes, 'ESPORTS')?.cards.map((c) => c.vassalage)).toEqual(['IMES', 'IA']);
  });

  it('leaves already split lanes as they are', () => {
    const split = [lane('SPORTS', ['SBO']), lane('ESPORTS', ['AV']), lane('COCKFIGHT', ['DS88'])];
    expect(splitSportsLane(split)).toEqual(split);
    expect(splitSportsLane(splitSportsLane([lane('SPORTS', ['AV', 'SBO'])]))).toEqual(splitSportsLane([lane('SPORTS', ['AV', 'SBO'])]));
  });
});

describe('prizeModeOf', () => {
  it('is ELOTT when the lottery group holds TCG_LOTTO_VN or LOTT, otherwise LOTT', () => {
    expect(prizeModeOf(['TCG_LOTTO_VN'])).toBe('ELOTT');
    expect(prizeModeOf(['X', 'LOTT'])).toBe('ELOTT');
    expect(prizeModeOf(['SEA', 'ZY'])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });

  it('reads the lottery group from the LOTT and ELOTT lanes', () => {
    const lanes = [lane('RNG', ['LOTT']), lane('LOTT', ['ZY']), lane('ELOTT', ['TCG_LOTTO_VN'])];
    expect(lotteryVendorCodes(lanes)).toEqual(['ZY', 'TCG_LOTTO_VN']);
    expect(prizeModeOf(lotteryVendorCodes(lanes))).toBe('ELOTT');
    expect(prizeModeOf(lotteryVendorCodes([lane('RNG', ['LOTT']), lane('LOTT', ['ZY'])]))).toBe('LOTT');
  });
});

describe('visibleClassifies', () => {
  const rng: VendorLane = {
    ...lane('RNG', ['PG', 'JDB']),
    gameClassify: [
      { classify: 'SLOT', vendors: ['PG', 'JDB'] },
      { classify: 'SCRATCH', vendors: ['PG'] },
      { classify: 'BINGO', vendors: ['PG'] },
    ],
  };

  it('drops bingo unless the language list holds TY', () => {
    expect(visibleClassifies(rng, null, ['EN', 'CN', 'TH'])).toEqual(['SLOT', 'SCRATCH']);
    expect(visibleClassifies(rng, null, ['EN', 'TY'])).toEqual(['SLOT', 'SCRATCH', 'BINGO']);
  });

  it('narrows to the chosen vendor', () => {
    expect(visibleClassifies(rng, 'JDB', ['EN'])).toEqual(['SLOT']);
    expect(visibleClassifies(undefined, null, ['EN'])).toEqual([]);
  });
});
