import { describe, expect, it } from 'vitest';
import type { RaffleView } from '@shared/api/raffle';
import { drawWinners, seedHashOf } from '@shared/raffle-draw';
import { verifyRaffle } from './raffle-verify';

const seed = '5e'.repeat(32);
const entrants = [3, 1, 4, 1, 5].map((tickets, i) => ({ account: `pl****0${i}`, tickets }));
const prizes = [{ amount: 1_000, count: 1 }, { amount: 100, count: 2 }];

function viewOf(overrides: Partial<RaffleView> = {}): RaffleView {
  const wins = drawWinners(
    seed,
    entrants.map((e) => e.tickets),
    prizes,
  );
  return {
    promotionId: 1,
    currency: 'THB',
    drawAt: '2026-11-20T13:00:00.000Z',
    claimUntil: '2026-11-27T13:00:00.000Z',
    seedHash: seedHashOf(seed),
    committedAt: '2026-11-10T00:00:00.000Z',
    depositPerTicket: 5_000,
    betPerTicket: 5_000,
    maxTicketsPerMember: 50,
    prizes,
    mine: null,
    drawn: { drawnAt: '2026-11-20T13:00:30.000Z', seed, entrants, winners: wins.map((w) => ({ ...w, account: entrants[w.entrant]?.account ?? '', mine: false })) },
    prize: null,
    ...overrides,
  };
}

describe('verifyRaffle', () => {
  it('accepts the draw the seed makes', () => {
    expect(verifyRaffle(viewOf())).toEqual({ hashMatches: true, winnersMatch: true });
  });

  it('catches a seed that is not the committed one, changed winners and a malformed seed', () => {
    expect(verifyRaffle(viewOf({ seedHash: seedHashOf('00'.repeat(32)) }))).toEqual({ hashMatches: false, winnersMatch: true });
    const view = viewOf();
    const swapped = view.drawn ? { ...view.drawn, winners: view.drawn.winners.map((w, i) => (i === 0 ? { ...w, entrant: (w.entrant + 1) % entrants.length } : w)) } : null;
    expect(verifyRaffle({ ...view, drawn: swapped })?.winnersMatch).toBe(false);
    expect(verifyRaffle({ ...view, drawn: view.drawn ? { ...view.drawn, seed: 'not hex' } : null })).toEqual({ hashMatches: false, winnersMatch: false });
    expect(verifyRaffle({ ...view, drawn: null })).toBeNull();
  });
});
