import type { RaffleView } from '@shared/api/raffle';
import { drawWinners, seedHashOf } from '@shared/raffle-draw';

export interface RaffleCheck {
  hashMatches: boolean;
  winnersMatch: boolean;
}

/** Runs the draw again from the revealed seed and the published entrants (README: how to verify a raffle). */
export function verifyRaffle(view: RaffleView): RaffleCheck | null {
  const drawn = view.drawn;
  if (!drawn) return null;
  let hash = '';
  try {
    hash = seedHashOf(drawn.seed);
  } catch {
    return { hashMatches: false, winnersMatch: false };
  }
  const expected = drawWinners(
    drawn.seed,
    drawn.entrants.map((e) => e.tickets),
    view.prizes,
  );
  const published = drawn.winners.map(({ slot, entrant, amount }) => ({ slot, entrant, amount }));
  return { hashMatches: hash === view.seedHash.toLowerCase(), winnersMatch: JSON.stringify(expected) === JSON.stringify(published) };
}
