import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitmentOf, drawFrom, drawResult, type LottoResult } from './draw';
import { GAMES, gameOf } from './games';
import { nodeHmacWords } from './test/node-words';
import { hmacWords, uniform } from './stream';

/**
 * Published test vectors: seed and draw id → numbers, generated once by draw.ts and frozen here. A
 * change to any of them is a change to the documented algorithm, so every past result's
 * verification would break: never regenerate them to make a test pass.
 */
const VECTORS: Record<string, { commitment: string; draws: [game: string, drawId: string, result: LottoResult][] }> = {
  '0000000000000000000000000000000000000000000000000000000000000000': { commitment: '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925', draws: [
    ['VN_NORTH', 'VN_NORTH:2026-11-26', {family: 'VN', prizes: [['59962'], ['27777'], ['93918', '01922'], ['42810', '57704', '80835', '05096', '09109', '26643'], ['1603', '7683', '4493', '9040'], ['1180', '4889', '0674', '2591', '4985', '0278'], ['867', '154', '344'], ['76', '46', '10', '96']]}],
    ['VN_CENTRAL_DA_NANG', 'VN_CENTRAL_DA_NANG:2026-11-25', {family: 'VN', prizes: [['299492'], ['92591'], ['84429'], ['40999', '51153'], ['44693', '11964', '46165', '38576', '73127', '57168', '02338'], ['1744'], ['5075', '2483', '2779'], ['561'], ['34']]}],
    ['VN_SOUTH_HCM', 'VN_SOUTH_HCM:2026-11-30', {family: 'VN', prizes: [['060691'], ['39576'], ['62858'], ['32897', '85227'], ['35914', '46747', '42503', '39092', '89243', '55941', '73131'], ['2328'], ['2867', '1923', '2736'], ['568'], ['46']]}],
    ['QUICK5_1M', 'QUICK5_1M:202611261930', {family: 'QUICK5', digits: [3, 9, 5, 3, 5]}],
    ['QUICK5_5M', 'QUICK5_5M:202611261930', {family: 'QUICK5', digits: [1, 9, 9, 0, 9]}],
    ['DICE3_3M', 'DICE3_3M:202611261930', {family: 'DICE3', dice: [5, 3, 6]}],
    ['SEA4D', 'SEA4D:2026-11-28', {family: 'SEA4D', prizes: [['8696'], ['4354'], ['3380'], ['6699', '6246', '6014', '1805', '2715', '3256', '2077', '0920', '2487', '7948'], ['1718', '5766', '0422', '8615', '7467', '5839', '7354', '2449', '0687', '1332']]}],
  ] },
  '7f3c9a0b5e2d4f618293a4b5c6d7e8f90112233445566778899aabbccddeeff0': { commitment: 'b78fa504a9c24919d2f6b6f6ca19067f0e4da569b1095c08899ea0fcb5b42db4', draws: [
    ['VN_NORTH', 'VN_NORTH:2026-11-26', {family: 'VN', prizes: [['89375'], ['31610'], ['80019', '02013'], ['50551', '45864', '48796', '03085', '49598', '96412'], ['3785', '9497', '9936', '8337'], ['4330', '1382', '1459', '8750', '3526', '0120'], ['785', '327', '541'], ['61', '17', '82', '04']]}],
    ['VN_CENTRAL_DA_NANG', 'VN_CENTRAL_DA_NANG:2026-11-25', {family: 'VN', prizes: [['627212'], ['33911'], ['15859'], ['40583', '62893'], ['64278', '71563', '79803', '85474', '64534', '85610', '47180'], ['7374'], ['2527', '5537', '2447'], ['760'], ['95']]}],
    ['VN_SOUTH_HCM', 'VN_SOUTH_HCM:2026-11-30', {family: 'VN', prizes: [['764747'], ['05181'], ['60611'], ['97953', '05044'], ['58547', '20722', '31888', '43310', '11101', '64577', '15205'], ['1634'], ['2442', '5872', '0190'], ['254'], ['49']]}],
    ['QUICK5_1M', 'QUICK5_1M:202611261930', {family: 'QUICK5', digits: [6, 1, 1, 9, 9]}],
    ['QUICK5_5M', 'QUICK5_5M:202611261930', {family: 'QUICK5', digits: [1, 1, 4, 0, 1]}],
    ['DICE3_3M', 'DICE3_3M:202611261930', {family: 'DICE3', dice: [4, 1, 6]}],
    ['SEA4D', 'SEA4D:2026-11-28', {family: 'SEA4D', prizes: [['0282'], ['9516'], ['0259'], ['6219', '2535', '8588', '1431', '2328', '4950', '3323', '4583', '9557', '8628'], ['2819', '7779', '0687', '6408', '5699', '9695', '8764', '4216', '3319', '3700']]}],
  ] },
};

const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('lottery draw test vectors', () => {
  for (const [seed, { commitment, draws }] of Object.entries(VECTORS)) {
    it(`seed ${seed.slice(0, 8)}…: commitment and every game's numbers`, () => {
      expect(commitmentOf(seed)).toBe(commitment);
      for (const [code, drawId, result] of draws) expect(drawResult(gameOf(code), seed, drawId), `${code} ${drawId}`).toEqual(result);
    });
  }

  it('commits to sha256 of the seed bytes, and refuses a seed that is not 32 bytes of hex', () => {
    fc.assert(
      fc.property(hex32, (seed) => {
        expect(commitmentOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
      }),
    );
    for (const bad of ['', 'zz'.repeat(32), 'ab'.repeat(31), 'ab'.repeat(33), '0'.repeat(63)]) expect(() => commitmentOf(bad)).toThrow();
    expect(() => drawResult(gameOf('SEA4D'), '00'.repeat(32), '')).toThrow();
  });

  it('reads the documented stream: HMAC-SHA256(seed, "<drawId>:<block>"), eight big-endian words a block', () => {
    fc.assert(
      fc.property(hex32, fc.string({ minLength: 1, maxLength: 40 }), (seed, drawId) => {
        const ours = hmacWords(seed, drawId);
        const words = [0, 1].flatMap((b) => {
          const mac = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${drawId}:${b}`).digest();
          return Array.from({ length: 8 }, (_, i) => mac.readUInt32BE(i * 4));
        });
        expect(Array.from({ length: 16 }, () => ours())).toEqual(words);
      }),
      { numRuns: 50 },
    );
  });

  it('draws every game from that stream alone (the browser’s sync HMAC equals node’s)', () => {
    fc.assert(
      fc.property(hex32, fc.constantFrom(...GAMES), fc.string({ minLength: 1, maxLength: 30 }), (seed, game, drawId) => {
        expect(drawResult(game, seed, drawId)).toEqual(drawFrom(game, nodeHmacWords(seed, drawId)));
      }),
      { numRuns: 40 },
    );
  });

  it('follows the worked steps for QUICK5: the first word under the rejection limit, mod 100000, five digits', () => {
    const seed = Object.keys(VECTORS)[1] ?? '';
    const mac = createHmac('sha256', Buffer.from(seed, 'hex')).update('QUICK5_1M:202611261930:0').digest();
    const limit = 2 ** 32 - (2 ** 32 % 100_000);
    const word = [0, 1, 2, 3].map((i) => mac.readUInt32BE(i * 4)).find((w) => w < limit) ?? -1;
    const digits = [...String(word % 100_000).padStart(5, '0')].map(Number);
    expect(drawResult(gameOf('QUICK5_1M'), seed, 'QUICK5_1M:202611261930')).toEqual({ family: 'QUICK5', digits });
  });

  it('rejects the words at or above the largest multiple of n', () => {
    const words = [2 ** 32 - 1, 2 ** 32 - 4, 7];
    const next = () => words.shift() ?? 0;
    // 2^32 mod 6 = 4: the last four words are rejected, 7 mod 6 = 1 is returned.
    expect(uniform(next, 6)).toBe(1);
    expect(() => uniform(next, 0)).toThrow();
    expect(() => uniform(next, 2 ** 32 + 1)).toThrow();
  });
});
