import { describe, expect, it } from 'vitest';
import { betSchemaOf, GAMES, gameOf } from './games';
import { MAX_STAKE, settingsSchema } from './money';

const accepts = (code: string, bet: unknown) => betSchemaOf(gameOf(code)).safeParse(bet).success;

const BAD_STAKES: unknown[] = [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_STAKE + 1, 1e300, '100', null, undefined, 2n];

describe('lottery bet inputs are validated strictly', () => {
  it('takes one well-formed bet of every type', () => {
    const good: [string, unknown][] = [
      ['VN_NORTH', { type: 'LO', numbers: ['07'], stake: 100 }],
      ['VN_NORTH', { type: 'DE', numbers: ['99'], stake: 100 }],
      ['VN_SOUTH_HCM', { type: 'BA_CANG', numbers: ['007'], stake: 100 }],
      ['VN_NORTH', { type: 'XIEN2', numbers: ['01', '10'], stake: 100 }],
      ['VN_NORTH', { type: 'XIEN3', numbers: ['01', '10', '99'], stake: 100 }],
      ['VN_NORTH', { type: 'XIEN4', numbers: ['01', '10', '99', '00'], stake: MAX_STAKE }],
      ['VN_CENTRAL_HUE', { type: 'DAU', numbers: ['0'], stake: 1 }],
      ['VN_CENTRAL_HUE', { type: 'DUOI', numbers: ['9'], stake: 1 }],
      ['QUICK5_1M', { type: 'POS_DIGIT', position: 5, pick: '0', stake: 5 }],
      ['QUICK5_1M', { type: 'POS_BIG_SMALL', position: 1, pick: 'BIG', stake: 5 }],
      ['QUICK5_1M', { type: 'POS_ODD_EVEN', position: 3, pick: 'EVEN', stake: 5 }],
      ['QUICK5_1M', { type: 'SUM_BIG_SMALL', pick: 'SMALL', stake: 5 }],
      ['QUICK5_1M', { type: 'SUM_ODD_EVEN', pick: 'ODD', stake: 5 }],
      ['DICE3_1M', { type: 'SUM', pick: '17', stake: 5 }],
      ['DICE3_1M', { type: 'BIG_SMALL', pick: 'BIG', stake: 5 }],
      ['DICE3_1M', { type: 'ODD_EVEN', pick: 'ODD', stake: 5 }],
      ['DICE3_1M', { type: 'TRIPLE_ANY', stake: 5 }],
      ['DICE3_1M', { type: 'TRIPLE', pick: '6', stake: 5 }],
      ['DICE3_1M', { type: 'PAIR', pick: '1', stake: 5 }],
      ['SEA4D', { type: 'BIG', number: '0000', stake: 5 }],
      ['SEA4D', { type: 'SMALL', number: '1234', stake: 5 }],
      ['SEA4D', { type: 'IBOX_BIG', number: '1122', stake: 5 }],
      ['SEA4D', { type: 'IBOX_SMALL', number: '0001', stake: 5 }],
    ];
    for (const [code, bet] of good) expect(accepts(code, bet), JSON.stringify(bet)).toBe(true);
  });

  it('refuses wrong digit counts, non-digits, and numbers that are not strings', () => {
    const numbers = ['7', '007', '', ' 7', '7 ', 'a7', '٠٧', '０７', '-1', '1e', '0x', '7.', '\n07'];
    for (const n of numbers) expect(accepts('VN_NORTH', { type: 'LO', numbers: [n], stake: 1 }), n).toBe(false);
    expect(accepts('VN_NORTH', { type: 'LO', numbers: [7], stake: 1 })).toBe(false);
    expect(accepts('VN_NORTH', { type: 'LO', numbers: ['07', '08'], stake: 1 })).toBe(false);
    expect(accepts('VN_NORTH', { type: 'BA_CANG', numbers: ['07'], stake: 1 })).toBe(false);
    expect(accepts('VN_NORTH', { type: 'DAU', numbers: ['10'], stake: 1 })).toBe(false);
    for (const n of ['123', '12345', '12a4', '١٢٣٤']) expect(accepts('SEA4D', { type: 'BIG', number: n, stake: 1 }), n).toBe(false);
    expect(accepts('QUICK5_1M', { type: 'POS_DIGIT', position: 1, pick: '10', stake: 1 })).toBe(false);
    expect(accepts('DICE3_1M', { type: 'SUM', pick: '3', stake: 1 })).toBe(false);
    expect(accepts('DICE3_1M', { type: 'SUM', pick: '18', stake: 1 })).toBe(false);
    expect(accepts('DICE3_1M', { type: 'TRIPLE', pick: '7', stake: 1 })).toBe(false);
  });

  it('refuses xiên sets of the wrong size or with a number twice, and boxes of one repeated digit', () => {
    expect(accepts('VN_NORTH', { type: 'XIEN2', numbers: ['01', '01'], stake: 1 })).toBe(false);
    expect(accepts('VN_NORTH', { type: 'XIEN3', numbers: ['01', '02', '01'], stake: 1 })).toBe(false);
    expect(accepts('VN_NORTH', { type: 'XIEN4', numbers: ['01', '02', '03'], stake: 1 })).toBe(false);
    expect(accepts('VN_NORTH', { type: 'XIEN2', numbers: ['01', '02', '03'], stake: 1 })).toBe(false);
    expect(accepts('SEA4D', { type: 'IBOX_BIG', number: '7777', stake: 1 })).toBe(false);
  });

  it('refuses zero, negative, fractional, NaN, infinite, huge and non-number stakes', () => {
    for (const stake of BAD_STAKES) {
      expect(accepts('VN_NORTH', { type: 'LO', numbers: ['07'], stake }), String(stake)).toBe(false);
      expect(accepts('SEA4D', { type: 'BIG', number: '1234', stake }), String(stake)).toBe(false);
    }
  });

  it('refuses unknown types, unknown or missing fields, positions off the board and wrong picks', () => {
    expect(accepts('VN_NORTH', { type: 'BIG', number: '1234', stake: 1 })).toBe(false);
    expect(accepts('VN_NORTH', { type: 'LO', numbers: ['07'], stake: 1, odds: 1000 })).toBe(false);
    expect(accepts('VN_NORTH', { type: 'LO', stake: 1 })).toBe(false);
    expect(accepts('QUICK5_1M', { type: 'POS_DIGIT', position: 0, pick: '1', stake: 1 })).toBe(false);
    expect(accepts('QUICK5_1M', { type: 'POS_DIGIT', position: 6, pick: '1', stake: 1 })).toBe(false);
    expect(accepts('QUICK5_1M', { type: 'POS_DIGIT', position: 1.5, pick: '1', stake: 1 })).toBe(false);
    expect(accepts('QUICK5_1M', { type: 'SUM_BIG_SMALL', position: 1, pick: 'BIG', stake: 1 })).toBe(false);
    expect(accepts('QUICK5_1M', { type: 'POS_BIG_SMALL', position: 1, pick: 'big', stake: 1 })).toBe(false);
    expect(accepts('DICE3_1M', { type: 'BIG_SMALL', pick: 'ODD', stake: 1 })).toBe(false);
    for (const junk of [null, undefined, 'LO', [], {}, { type: '__proto__' }]) expect(accepts('DICE3_1M', junk)).toBe(false);
  });

  it('refuses merchant odds that are not positive, too large or finer than four decimals', () => {
    expect(settingsSchema.safeParse({ odds: { LO: 3.45 }, rebatePercent: { LO: 1 } }).success).toBe(true);
    for (const odds of [0, -1, Number.NaN, 1e9, 1.00001]) expect(settingsSchema.safeParse({ odds: { LO: odds }, rebatePercent: {} }).success, String(odds)).toBe(false);
    for (const pct of [-1, 101, Number.NaN]) expect(settingsSchema.safeParse({ odds: {}, rebatePercent: { LO: pct } }).success, String(pct)).toBe(false);
  });

  it('has a schema for every game', () => {
    for (const game of GAMES) expect(betSchemaOf(game)).toBeDefined();
  });
});
