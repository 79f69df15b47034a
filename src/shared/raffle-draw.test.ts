import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawWinners, seedHashOf } from './raffle-draw';
import { hmacSha256, sha256, toHex } from './sha256';

const SEED = 'a3'.repeat(32);

describe('raffle draw', () => {
  it('hashes like node crypto, at every padding boundary and with long keys', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 100 }), (data, key) => {
        expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
        expect(toHex(hmacSha256(key, data))).toBe(createHmac('sha256', key).update(data).digest('hex'));
      }),
    );
  });

  it('publishes sha256 of the seed bytes', () => {
    const seed = randomBytes(32);
    expect(seedHashOf(seed.toString('hex'))).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(() => seedHashOf('zz')).toThrow();
  });

  it('follows the documented steps: HMAC of "prize:i:try:n", first 6 bytes, mod the pool', () => {
    const wins = drawWinners(SEED, [3, 5], [{ amount: 100, count: 1 }]);
    const x = createHmac('sha256', Buffer.from(SEED, 'hex')).update('prize:0:try:0').digest().readUIntBE(0, 6);
    expect(wins).toEqual([{ slot: 0, entrant: x % 8 < 3 ? 0 : 1, amount: 100 }]);
  });

  it('is deterministic, gives each entrant one prize at most, and skips entrants without tickets', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 30 }), fc.integer({ min: 1, max: 40 }), (tickets, count) => {
        const prizes = [{ amount: 500, count }, { amount: 100, count: 2 }];
        const wins = drawWinners(SEED, tickets, prizes);
        expect(drawWinners(SEED, tickets, prizes)).toEqual(wins);
        const holders = tickets.filter((n) => n > 0).length;
        expect(wins).toHaveLength(Math.min(holders, count + 2));
        expect(new Set(wins.map((w) => w.entrant)).size).toBe(wins.length);
        for (const w of wins) expect(tickets[w.entrant]).toBeGreaterThan(0);
        expect(wins.map((w) => w.slot)).toEqual(wins.map((_, i) => i));
      }),
    );
  });

  it('favours entrants by their tickets', () => {
    let heavy = 0;
    for (let i = 0; i < 300; i++) if (drawWinners(randomBytes(32).toString('hex'), [1, 9], [{ amount: 1, count: 1 }])[0]?.entrant === 1) heavy += 1;
    // 90 % expected; 300 draws put it above 75 % with overwhelming probability.
    expect(heavy).toBeGreaterThan(225);
  });
});
