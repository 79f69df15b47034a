import { describe, expect, it } from 'vitest';
import { baccaratEngine } from './baccarat';
import { betReturn } from './baccarat-bets';
import { exactBetRtp, exactCoupOdds } from './baccarat-odds';
import { EngineError } from './engine';
import { ScriptedRng } from './scripted-rng';

/** Index of a card in the 416-card shoe: rank A23456789TJQK, suit SHDC, deck 0–7. */
const card = (name: string, deck = 0) => deck * 52 + 'SHDC'.indexOf(name[1] ?? '') * 13 + 'A23456789TJQK'.indexOf(name[0] ?? '');

function refusal(raw: unknown): string {
  try {
    baccaratEngine.parseInput(raw);
  } catch (error) {
    if (error instanceof EngineError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('baccarat engine', () => {
  it('deals player, banker, player, banker from the shoe and settles every bet', () => {
    const rng = new ScriptedRng(['4S', 'KH', '5D', '7C'].map((name) => card(name)));
    const outcome = baccaratEngine.play(rng, { bets: { player: 100, banker: 200, tie: 100 } });
    expect(rng.limits).toEqual([416, 416, 416, 416]);
    expect(outcome.details).toMatchObject({ player: ['4S', '5D'], banker: ['KH', '7C'], natural: true });
    expect(outcome.details.returns).toEqual({ player: 200, banker: 0, tie: 0 });
    expect([outcome.stake, outcome.win]).toEqual([400, 200]);
    expect(baccaratEngine.describe(outcome)).toBe(
      'Baccarat: player 4S 5D (9), banker KH 7C (7), player wins (natural); player 100 → 200, banker 200 → 0, tie 100 → 0',
    );
  });

  it('never deals the same card of the shoe twice in a round', () => {
    // The second draw repeats the first card and is drawn again; the same rank of another deck is fine.
    const rng = new ScriptedRng([card('2S'), card('2S'), card('2S', 1), card('3H'), card('3D'), card('9C')]);
    const outcome = baccaratEngine.play(rng, { bets: { tie: 100 } });
    expect(rng.drawn).toBe(6);
    // Player 5 draws a 9 (4); banker 5 stands on a player's 9.
    expect(outcome.details).toMatchObject({ player: ['2S', '3H', '9C'], banker: ['2S', '3D'], result: 'banker' });
  });

  it('pays player 1:1, banker 0.95:1 rounded down, tie 8:1, and pushes player and banker on a tie', () => {
    expect(betReturn('player', 100, 'player')).toBe(200);
    expect(betReturn('banker', 100, 'banker')).toBe(195);
    expect(betReturn('banker', 30, 'banker')).toBe(58);
    expect(betReturn('banker', 100, 'player')).toBe(0);
    expect(betReturn('player', 100, 'tie')).toBe(100);
    expect(betReturn('banker', 100, 'tie')).toBe(100);
    expect(betReturn('tie', 100, 'tie')).toBe(900);
    expect(betReturn('tie', 100, 'banker')).toBe(0);
  });

  it('refuses bad bets with stable codes', () => {
    expect(refusal({ bets: {} })).toBe('no_bet');
    expect(refusal({ bets: { dragon: 100 } })).toBe('invalid_selection');
    expect(refusal({ bets: { player: 99 } })).toBe('amount_below_min');
    expect(refusal({ bets: { tie: 1_000_001 } })).toBe('amount_above_max');
    expect(refusal({ bets: { banker: 100.5 } })).toBe('invalid_amount');
    expect(refusal({ bets: null })).toBe('invalid_input');
    expect(refusal('player')).toBe('invalid_input');
    expect(baccaratEngine.parseInput({ bets: { player: undefined, tie: 100 } })).toEqual({ bets: { tie: 100 } });
  });
});

describe('baccarat odds', () => {
  it('match the published 8-deck probabilities and house edges', () => {
    const odds = exactCoupOdds(8);
    expect(odds.banker).toBeCloseTo(0.458597, 6);
    expect(odds.player).toBeCloseTo(0.446247, 6);
    expect(odds.tie).toBeCloseTo(0.095156, 6);
    const rtp = exactBetRtp(8);
    expect(1 - rtp.banker).toBeCloseTo(0.010579, 6);
    expect(1 - rtp.player).toBeCloseTo(0.012351, 6);
    expect(1 - rtp.tie).toBeCloseTo(0.143596, 6);
    // Six decks, as a second known figure: the tie edge is 14.4382%.
    expect(1 - exactBetRtp(6).tie).toBeCloseTo(0.144382, 6);
  });

  it('are what the rules state, to two decimals', () => {
    const rtp = exactBetRtp(baccaratEngine.rules.decks);
    const percent = (x: number) => Math.round(x * 10_000) / 100;
    expect(baccaratEngine.rules.betRtpPercent).toEqual({
      banker: percent(rtp.banker),
      player: percent(rtp.player),
      tie: percent(rtp.tie),
    });
    expect(baccaratEngine.rules.rtpPercent).toBe(baccaratEngine.rules.betRtpPercent.banker);
  });
});
