import { describe, expect, it } from 'vitest';
import { fishEngine } from './fish';
import { CryptoRng } from './rng';

const RTP = fishEngine.rules.rtpPercent / 100;
const BULLET = 10;

/**
 * Shots that put the 0.5 pp bound 5 standard errors away: a shot's return has variance
 * m·RTP − RTP² (in bullets) for a fish of multiplier m, so n = (5·sd / 0.005)² = 10^6·variance,
 * and never fewer than a million.
 */
const shotsFor = (multiplier: number) => Math.max(1_000_000, Math.ceil(1e6 * (multiplier * RTP - RTP * RTP)));

describe('fish hunter simulation', () => {
  it.each(fishEngine.rules.targets.map((t) => [t.fish, t.multiplier, shotsFor(t.multiplier)] as const))(
    'returns the stated RTP within 0.5 pp on the %s (%i×) over %i shots on the crypto rng',
    { timeout: 180_000 },
    (fish, _multiplier, shots) => {
      const rng = new CryptoRng();
      const input = { fish, bullet: BULLET };
      let won = 0;
      for (let i = 0; i < shots; i++) won += fishEngine.play(rng, input).win;
      const rtp = (won / (BULLET * shots)) * 100;
      console.info(`fish ${fish}: ${shots} shots, RTP ${rtp.toFixed(3)}% (stated ${fishEngine.rules.rtpPercent}%)`);
      expect(Math.abs(rtp - fishEngine.rules.rtpPercent)).toBeLessThan(0.5);
    },
  );
});
