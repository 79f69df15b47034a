import { describe, expect, it } from 'vitest';
import { baccaratEngine } from './baccarat';
import { BACCARAT_BETS, type BaccaratBet } from './baccarat-bets';
import { CryptoRng } from './rng';

// Every round carries all three bets. The tie bet's return has a standard deviation of 2.64 stakes:
// 7,000,000 rounds make its standard error 0.1 pp, so 0.5 pp is 5 standard errors (player and banker,
// at about 0.95, sit 14 standard errors inside).
const ROUNDS = 7_000_000;
const STAKE = 100;

describe('baccarat simulation', () => {
  it(`returns each bet's stated RTP within 0.5 pp over ${ROUNDS} rounds on the crypto rng`, { timeout: 180_000 }, () => {
    const rng = new CryptoRng();
    const input = { bets: { player: STAKE, banker: STAKE, tie: STAKE } };
    const back: Record<BaccaratBet, number> = { player: 0, banker: 0, tie: 0 };
    let staked = 0;
    let won = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const { stake, win, details } = baccaratEngine.play(rng, input);
      staked += stake;
      won += win;
      back.player += details.returns.player ?? 0;
      back.banker += details.returns.banker ?? 0;
      back.tie += details.returns.tie ?? 0;
    }
    expect([staked, won]).toEqual([3 * STAKE * ROUNDS, back.player + back.banker + back.tie]);
    for (const bet of BACCARAT_BETS) {
      const rtp = (back[bet] / (STAKE * ROUNDS)) * 100;
      const stated = baccaratEngine.rules.betRtpPercent[bet];
      console.info(`baccarat ${bet}: ${ROUNDS} rounds, RTP ${rtp.toFixed(3)}% (stated ${stated}%)`);
      expect(Math.abs(rtp - stated)).toBeLessThan(0.5);
    }
  });
});
