/**
 * Punto banco drawing rules (the standard tableau), independent of where cards come from: the engine
 * deals from a shoe; baccarat-odds.ts walks every sequence of card values through the same rules.
 *
 * Card values add up modulo 10 (tens and faces count 0, aces 1). Order of the deal: player, banker,
 * player, banker, then the player's third card, then the banker's. A two-card total of 8 or 9 on
 * either side is a natural and both stand. Otherwise the player draws on 0–5 and stands on 6–7. A
 * banker facing a standing player draws on 0–5; facing a player who drew, the banker acts on its
 * total and the value of the player's third card:
 *   0–2 draws; 3 draws unless the card is 8; 4 draws on 2–7; 5 draws on 4–7; 6 draws on 6–7;
 *   7 stands.
 */

export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/** Whether the banker draws; `playerThird` is the value of the player's third card, null if none. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type CoupResult = 'player' | 'banker' | 'tie';

export interface Coup<T> {
  player: T[];
  banker: T[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  result: CoupResult;
}

/** Deals the cards of one coup, one at a time. */
export interface Dealer<T> {
  draw(): T;
}

/** Plays one coup: `dealer` deals the next card, `value` gives its baccarat value (0–9). */
export function playCoup<T>(dealer: Dealer<T>, value: (card: T) => number): Coup<T> {
  const p1 = dealer.draw();
  const b1 = dealer.draw();
  const p2 = dealer.draw();
  const b2 = dealer.draw();
  const player = [p1, p2];
  const banker = [b1, b2];
  let playerTotal = (value(p1) + value(p2)) % 10;
  let bankerTotal = (value(b1) + value(b2)) % 10;
  const natural = playerTotal >= 8 || bankerTotal >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(playerTotal)) {
      const card = dealer.draw();
      player.push(card);
      playerThird = value(card);
      playerTotal = (playerTotal + playerThird) % 10;
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      const card = dealer.draw();
      banker.push(card);
      bankerTotal = (bankerTotal + value(card)) % 10;
    }
  }
  const result = playerTotal > bankerTotal ? 'player' : playerTotal < bankerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, natural, result };
}
