import { describe, expect, it } from 'vitest';
import { GAMES, gameOf } from './games';
import { prizeCountOf } from './tiers';
import { VN_CENTRAL_WEEK, VN_SOUTH_WEEK } from './vn-provinces';

describe('lottery game catalogue', () => {
  it('has unique codes, the quick games by interval and SEA 4D three evenings a week', () => {
    expect(new Set(GAMES.map((g) => g.code)).size).toBe(GAMES.length);
    for (const minutes of [1, 3, 5]) {
      expect(gameOf(`QUICK5_${minutes}M`).schedule).toEqual({ kind: 'interval', minutes });
      expect(gameOf(`DICE3_${minutes}M`).schedule).toEqual({ kind: 'interval', minutes });
    }
    expect(gameOf('SEA4D').schedule).toEqual({ kind: 'weekly', zone: 'Asia/Kuala_Lumpur', weekdays: [3, 6, 7], time: '19:00' });
    expect(() => gameOf('VN_MARS')).toThrow();
  });

  it('holds the prize tables: North 27 prizes, provinces 18, SEA 4D 23', () => {
    const north = gameOf('VN_NORTH');
    expect(prizeCountOf(north.tiers)).toBe(27);
    expect(north.tiers.map((t) => `${t.count}×${t.digits}`)).toEqual(['1×5', '1×5', '2×5', '6×5', '4×4', '6×4', '3×3', '4×2']);
    const province = gameOf('VN_SOUTH_HCM');
    expect(prizeCountOf(province.tiers)).toBe(18);
    expect(province.tiers.map((t) => `${t.count}×${t.digits}`)).toEqual(['1×6', '1×5', '1×5', '2×5', '7×5', '1×4', '3×4', '1×3', '1×2']);
    expect(prizeCountOf(gameOf('SEA4D').tiers)).toBe(23);
  });

  it('draws the North daily at 18:15, Central provinces at 17:15 and South ones at 16:15, Vietnam time', () => {
    expect(gameOf('VN_NORTH').schedule).toEqual({ kind: 'weekly', zone: 'Asia/Ho_Chi_Minh', weekdays: [1, 2, 3, 4, 5, 6, 7], time: '18:15' });
    for (const [region, week, time] of [['CENTRAL', VN_CENTRAL_WEEK, '17:15'], ['SOUTH', VN_SOUTH_WEEK, '16:15']] as const) {
      for (const [day, provinces] of Object.entries(week)) {
        expect(provinces.length, `${region} ${day}`).toBeGreaterThanOrEqual(2);
        for (const p of provinces) {
          const game = gameOf(`VN_${region}_${p.code}`);
          expect(game.region).toBe(region);
          expect(game.schedule).toMatchObject({ kind: 'weekly', zone: 'Asia/Ho_Chi_Minh', time });
          expect(game.schedule.kind === 'weekly' && game.schedule.weekdays.includes(Number(day))).toBe(true);
        }
      }
    }
    // Provinces drawing twice a week are one game with two days.
    expect(gameOf('VN_SOUTH_HCM').schedule).toMatchObject({ weekdays: [1, 6] });
    expect(gameOf('VN_CENTRAL_DA_NANG').schedule).toMatchObject({ weekdays: [3, 6] });
  });
});
