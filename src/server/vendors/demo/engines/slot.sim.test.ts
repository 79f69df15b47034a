import { describe, expect, it } from 'vitest';
import { CryptoRng } from './rng';
import { slotEngine } from './slot';

// 3,000,000 spins: standard error 1.598 / √3e6 ≈ 0.092 pp, so 0.5 pp is 5.4 standard errors.
const SPINS = 3_000_000;

describe('slot simulation', () => {
  it(`returns the stated RTP within 0.5 pp over ${SPINS} spins on the crypto rng`, { timeout: 180_000 }, () => {
    const rng = new CryptoRng();
    let staked = 0;
    let won = 0;
    let squares = 0;
    let hits = 0;
    for (let i = 0; i < SPINS; i++) {
      const { stake, win } = slotEngine.play(rng, { betPerLine: 1 });
      staked += stake;
      won += win;
      squares += (win / stake) ** 2;
      if (win > 0) hits++;
    }
    const rtp = (won / staked) * 100;
    const sd = Math.sqrt(squares / SPINS - (won / staked) ** 2);
    console.info(`slot: ${SPINS} spins, RTP ${rtp.toFixed(3)}% (stated ${slotEngine.rules.rtpPercent}%), sd ${sd.toFixed(3)}`);
    expect(Math.abs(rtp - slotEngine.rules.rtpPercent)).toBeLessThan(0.5);
    // The sizing above assumes the enumerated spread (1.598) and hit frequency (64.95%).
    expect(sd).toBeGreaterThan(1.45);
    expect(sd).toBeLessThan(1.75);
    expect(Math.abs(hits / SPINS - 0.6495)).toBeLessThan(0.002);
  });
});
