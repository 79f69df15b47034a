import { describe, expect, it } from 'vitest';
import { GAMES, gameOf } from './games';
import { payFloor } from './money';
import { chiSquare99 } from './test/node-words';
import { defaultSettingsOf, payoutOf, rtpOf } from './payout';
import { quick5Lines } from './quick5';
import { prizeCountOf } from './tiers';
import { xienChance } from './vn';

const STAKE = 1_000_000;
const rtpRow = (code: string, betType: string, pick?: string) => {
  const row = rtpOf(gameOf(code)).find((r) => r.betType === betType && r.pick === pick);
  if (!row) throw new Error(`no RTP row ${betType} ${pick}`);
  return row.rtp - (defaultSettingsOf(gameOf(code)).rebatePercent[betType] ?? 0) / 100;
};

describe('return to player of every bet type', () => {
  it('keeps every default below 100 % and above 60 %, each row once', () => {
    for (const game of GAMES) {
      for (const row of rtpOf(game)) {
        expect(row.rtp, `${game.code} ${row.betType} ${row.pick}`).toBeLessThan(1);
        expect(row.rtp, `${game.code} ${row.betType} ${row.pick}`).toBeGreaterThan(0.6);
      }
    }
  });

  it('QUICK5: equals the average over all 100,000 draws', () => {
    const settings = defaultSettingsOf(gameOf('QUICK5_1M'));
    const bets = [
      { type: 'POS_DIGIT', position: 2, pick: '7', stake: STAKE },
      { type: 'POS_BIG_SMALL', position: 5, pick: 'SMALL', stake: STAKE },
      { type: 'POS_ODD_EVEN', position: 1, pick: 'ODD', stake: STAKE },
      { type: 'SUM_BIG_SMALL', pick: 'BIG', stake: STAKE },
      { type: 'SUM_ODD_EVEN', pick: 'EVEN', stake: STAKE },
    ] as const;
    for (const bet of bets) {
      let paid = 0;
      for (let n = 0; n < 100_000; n++) {
        const digits = [...String(n).padStart(5, '0')].map(Number);
        paid += payFloor(bet.stake, quick5Lines({ family: 'QUICK5', digits }, bet), settings.odds);
      }
      expect(paid / 100_000 / STAKE).toBeCloseTo(rtpRow('QUICK5_1M', bet.type), 9);
    }
  });

  it('DICE3: equals the average over all 216 rolls, for every bet and pick', () => {
    const settings = defaultSettingsOf(gameOf('DICE3_1M'));
    const picks: [string, string | undefined][] = [
      ...Array.from({ length: 14 }, (_, i): [string, string] => ['SUM', String(i + 4)]),
      ['BIG_SMALL', 'BIG'],
      ['BIG_SMALL', 'SMALL'],
      ['ODD_EVEN', 'ODD'],
      ['ODD_EVEN', 'EVEN'],
      ['TRIPLE_ANY', undefined],
      ...['1', '6'].flatMap((f): [string, string][] => [['TRIPLE', f], ['PAIR', f]]),
    ];
    for (const [type, pick] of picks) {
      const bet = pick === undefined ? { type, stake: STAKE } : { type, pick, stake: STAKE };
      let paid = 0;
      for (let roll = 0; roll < 216; roll++) {
        const dice = [Math.floor(roll / 36), Math.floor(roll / 6) % 6, roll % 6].map((d) => d + 1);
        paid += payoutOf(gameOf('DICE3_1M'), { family: 'DICE3', dice }, bet, settings);
      }
      expect(paid / 216 / STAKE, `${type} ${pick}`).toBeCloseTo(rtpRow('DICE3_1M', type, type === 'SUM' ? pick : undefined), 9);
    }
  });

  it('SEA4D: a straight bet on each of the 10,000 numbers against one draw averages the RTP exactly', () => {
    const game = gameOf('SEA4D');
    const settings = defaultSettingsOf(game);
    const numbers = Array.from({ length: 23 }, (_, i) => String(i * 431 + 17).padStart(4, '0'));
    const prizes = [numbers.slice(0, 1), numbers.slice(1, 2), numbers.slice(2, 3), numbers.slice(3, 13), numbers.slice(13)];
    for (const type of ['BIG', 'SMALL']) {
      let paid = 0;
      for (let n = 0; n < 10_000; n++) paid += payoutOf(game, { family: 'SEA4D', prizes }, { type, number: String(n).padStart(4, '0'), stake: STAKE }, settings);
      expect(paid / 10_000 / STAKE).toBeCloseTo(rtpRow('SEA4D', type), 9);
      expect(rtpRow('SEA4D', `IBOX_${type}`)).toBe(rtpRow('SEA4D', type));
    }
  });

  it('VN: lô, đề, 3 càng, đầu and đuôi average the RTP over every number against any draw', () => {
    for (const code of ['VN_NORTH', 'VN_SOUTH_CA_MAU']) {
      const game = gameOf(code);
      const settings = defaultSettingsOf(game);
      const prizes = game.tiers.map((t, i) => Array.from({ length: t.count }, (_, j) => String((i * 7919 + j * 104729) % 10 ** t.digits).padStart(t.digits, '0')));
      const average = (type: string, k: number) => {
        let paid = 0;
        for (let n = 0; n < 10 ** k; n++) paid += payoutOf(game, { family: 'VN', prizes }, { type, numbers: [String(n).padStart(k, '0')], stake: STAKE }, settings);
        return paid / 10 ** k / STAKE;
      };
      for (const [type, k] of [['LO', 2], ['DE', 2], ['BA_CANG', 3], ['DAU', 1], ['DUOI', 1]] as const) expect(average(type, k), `${code} ${type}`).toBeCloseTo(rtpRow(code, type), 9);
    }
  });

  it('xiên: inclusion–exclusion equals an exact dynamic programme over the prizes', () => {
    for (const n of [prizeCountOf(gameOf('VN_NORTH').tiers), prizeCountOf(gameOf('VN_SOUTH_HCM').tiers)]) {
      for (const k of [2, 3, 4]) {
        // State: which of the k numbers have appeared (a bitmask); each prize adds number i with 1/100.
        let p = new Float64Array(1 << k);
        p[0] = 1;
        for (let prize = 0; prize < n; prize++) {
          const q = new Float64Array(1 << k);
          p.forEach((mass, mask) => {
            q[mask] = (q[mask] ?? 0) + (mass * (100 - k)) / 100;
            for (let i = 0; i < k; i++) q[mask | (1 << i)] = (q[mask | (1 << i)] ?? 0) + mass / 100;
          });
          p = q;
        }
        expect(xienChance(k, n)).toBeCloseTo(p[(1 << k) - 1] ?? 0, 12);
      }
    }
  });

  it('uses 99 % points of chi-square that match the published table', () => {
    // NIST/SEMATECH e-Handbook, table of the chi-square distribution, upper 1 % points.
    const table: [number, number][] = [[5, 15.086], [9, 21.666], [10, 23.209], [20, 37.566], [45, 69.957], [100, 135.807]];
    for (const [df, x] of table) expect(Math.abs(chiSquare99(df) - x) / x, `df ${df}`).toBeLessThan(0.003);
  });
});
