import { describe, it } from 'vitest';
import { gameOf } from './games';
import { eachDraw, Tally, uniformityDraws, uniformityTimeout } from './test/uniformity';

const N = uniformityDraws();
const TIMEOUT = uniformityTimeout();

describe(`Vietnamese lottery draws are uniform (χ² at 99 %, ${N} draws a region)`, () => {
  for (const code of ['VN_NORTH', 'VN_SOUTH_HCM']) {
    it(`${code}: every prize's last two digits and first digit, and the special's last four`, () => {
      const slots = gameOf(code).tiers.reduce((n, t) => n + t.count, 0);
      const lo = new Tally('last two digits by prize', slots, 100);
      const lead = new Tally('first digit by prize', slots, 10);
      const special = new Tally('special prize, last four digits', 1, 10_000);
      eachDraw(code, N, (r) => {
        if (r.family !== 'VN') throw new Error(r.family);
        r.prizes.flat().forEach((p, slot) => {
          lo.add(slot, Number(p.slice(-2)));
          lead.add(slot, Number(p[0]));
        });
        special.add(0, Number(r.prizes[0]?.[0]?.slice(-4)));
      });
      lo.expectUniform();
      lead.expectUniform();
      special.expectUniform();
    }, TIMEOUT);
  }
});
