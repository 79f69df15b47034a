import { describe, it } from 'vitest';
import { eachDraw, Tally, uniformityDraws, uniformityTimeout } from './test/uniformity';

const N = uniformityDraws();
const TIMEOUT = uniformityTimeout();

describe(`lottery draws are uniform (χ² at 99 %, ${N} draws a game)`, () => {
  it('QUICK5: each position’s digit, and the whole five-digit number', () => {
    const positions = new Tally('digit by position', 5, 10);
    const whole = new Tally('five-digit number', 1, 100_000);
    eachDraw('QUICK5_1M', N, (r) => {
      if (r.family !== 'QUICK5') throw new Error(r.family);
      r.digits.forEach((d, i) => positions.add(i, d));
      whole.add(0, r.digits.reduce((n, d) => n * 10 + d, 0));
    });
    positions.expectUniform();
    whole.expectUniform();
  }, TIMEOUT);

  it('DICE3: the ordered roll of three dice (216 outcomes)', () => {
    const rolls = new Tally('ordered roll', 1, 216);
    eachDraw('DICE3_1M', N, (r) => {
      if (r.family !== 'DICE3') throw new Error(r.family);
      rolls.add(0, r.dice.reduce((n, d) => n * 6 + d - 1, 0));
    });
    rolls.expectUniform();
  }, TIMEOUT);

  it('SEA4D: the first prize, and all 23 prizes together, over the 10,000 numbers', () => {
    const first = new Tally('first prize', 1, 10_000);
    const all = new Tally('every prize', 1, 10_000);
    eachDraw('SEA4D', N, (r) => {
      if (r.family !== 'SEA4D') throw new Error(r.family);
      first.add(0, Number(r.prizes[0]?.[0]));
      for (const n of r.prizes.flat()) all.add(0, Number(n));
    });
    first.expectUniform();
    // Drawing without repeats makes the pooled counts a little less spread than independent ones,
    // so this check errs on the lenient side; the first prize alone is the exact test.
    all.expectUniform();
  }, TIMEOUT);
});
