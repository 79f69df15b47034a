/**
 * Exact punto banco odds for a shoe of `decks` decks, dealt without replacement: every sequence of
 * card values (0–9; tens and faces are value 0, so 16 cards a deck) a coup can deal is weighted by
 * its probability and settled with the tableau's own rules (baccarat-tableau.ts). The walk follows
 * the order of the deal and branches on a third card only when the tableau draws one, so it visits
 * each distinct coup once: a few hundred thousand leaves, milliseconds.
 */
import * as tableau from './baccarat-tableau';

const { bankerDraws, playerDraws } = tableau;

export interface CoupOdds {
  player: number;
  banker: number;
  tie: number;
}

class Shoe {
  readonly left: number[];
  dealt = 0;

  constructor(readonly size: number) {
    const decks = size / 52;
    this.left = [16 * decks, ...new Array<number>(9).fill(4 * decks)];
  }

  /** Calls `then(value, probability)` for every value the next card can take. */
  each(then: (value: number, probability: number) => void): void {
    const remaining = this.size - this.dealt;
    for (let value = 0; value < 10; value++) {
      const count = this.left[value] ?? 0;
      if (count === 0) continue;
      this.left[value] = count - 1;
      this.dealt++;
      then(value, count / remaining);
      this.dealt--;
      this.left[value] = count;
    }
  }
}

export function exactCoupOdds(decks: number): CoupOdds {
  const shoe = new Shoe(52 * decks);
  const odds: CoupOdds = { player: 0, banker: 0, tie: 0 };
  const settle = (player: number, banker: number, weight: number) => {
    odds[player > banker ? 'player' : player < banker ? 'banker' : 'tie'] += weight;
  };
  const bankerTurn = (player: number, banker: number, third: number | null, weight: number) => {
    if (!bankerDraws(banker, third)) return settle(player, banker, weight);
    shoe.each((b3, p) => settle(player, (banker + b3) % 10, weight * p));
  };
  shoe.each((p1, w1) =>
    shoe.each((b1, w2) =>
      shoe.each((p2, w3) =>
        shoe.each((b2, w4) => {
          const weight = w1 * w2 * w3 * w4;
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) return settle(player, banker, weight);
          if (!playerDraws(player)) return bankerTurn(player, banker, null, weight);
          shoe.each((p3, w5) => bankerTurn((player + p3) % 10, banker, p3, weight * w5));
        }),
      ),
    ),
  );
  return odds;
}

/** Return to player of each bet as a fraction of the stake (banker pays 0.95 to 1, tie 8 to 1). */
export function exactBetRtp(decks: number): CoupOdds {
  const odds = exactCoupOdds(decks);
  return {
    player: 2 * odds.player + odds.tie,
    banker: 1.95 * odds.banker + odds.tie,
    tie: 9 * odds.tie,
  };
}
