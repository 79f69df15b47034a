import { describe, expect, it } from 'vitest';
import { EngineError } from './engine';
import { ScriptedRng } from './scripted-rng';
import { slotEngine, settleSpin, type SlotInput } from './slot';
import { evaluateLine, exactSlotRtp } from './slot-math';
import { ROWS, SCATTER, STRIPS, SYMBOLS } from './slot-paytable';

// Symbol indices: wild, star, seven, bar, bell, plum, orange, lemon, cherry.
const [W, S, SEVEN, BAR, , PLUM, , , CHERRY] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('slot line evaluation', () => {
  it.each([
    [[SEVEN, SEVEN, SEVEN, SEVEN, SEVEN], 'seven', 5, 250],
    [[W, W, W, W, W], 'wild', 5, 500],
    [[W, W, W, SEVEN, SEVEN], 'seven', 5, 250],
    [[W, W, W, CHERRY, PLUM], 'wild', 3, 40],
    [[W, W, W, W, CHERRY], 'wild', 4, 150],
    [[SEVEN, W, SEVEN, S, SEVEN], 'seven', 3, 25],
    [[CHERRY, W, CHERRY, W, CHERRY], 'cherry', 5, 20],
    [[BAR, BAR, W, W, PLUM], 'bar', 4, 50],
  ])('%j pays %s × %i = %i line bets', (symbols, name, count, multiple) => {
    const result = evaluateLine(symbols);
    expect({ name: SYMBOLS[result.symbol], count: result.count, multiple: result.multiple }).toEqual({
      name,
      count,
      multiple,
    });
  });

  it.each([
    [[S, SEVEN, SEVEN, SEVEN, SEVEN]],
    [[W, W, S, SEVEN, SEVEN]],
    [[CHERRY, CHERRY, PLUM, CHERRY, CHERRY]],
    [[PLUM, W, CHERRY, CHERRY, CHERRY]],
  ])('%j pays nothing', (symbols) => {
    expect(evaluateLine(symbols).multiple).toBe(0);
  });
});

/** A stop of `reel` that shows `symbol` in `row`. */
function stopShowing(reel: number, symbol: number, row: number): number {
  const strip = STRIPS[reel] ?? [];
  const stop = strip.findIndex((_, i) => strip[(i + row) % strip.length] === symbol);
  if (stop < 0) throw new Error('no such stop');
  return stop;
}

describe('slot spins', () => {
  it('settles a pinned window line by line', () => {
    // Rows at stops 0: top P W W W O, middle L O O O B, bottom O P L B L.
    const outcome = settleSpin(3, [0, 0, 0, 0, 0]);
    expect(outcome.stake).toBe(60);
    expect(outcome.details.grid[1]).toEqual(['wild', 'orange', 'plum']);
    expect(outcome.details.lineWins).toEqual([
      { line: 2, symbol: 'plum', count: 4, win: 75 },
      { line: 5, symbol: 'orange', count: 4, win: 60 },
      { line: 8, symbol: 'bell', count: 4, win: 120 },
      { line: 13, symbol: 'orange', count: 4, win: 60 },
    ]);
    expect(outcome.details.scatter).toEqual({ count: 0, win: 0 });
    expect(outcome.win).toBe(315);
  });

  it('pays stars anywhere as multiples of the total bet', () => {
    const stops = [stopShowing(0, SCATTER, 0), stopShowing(1, SCATTER, 2), stopShowing(2, SCATTER, 1), 0, 0];
    const outcome = settleSpin(5, stops);
    expect(outcome.details.scatter).toEqual({ count: 3, win: 100 * 2 });
    const lines = outcome.details.lineWins.reduce((sum, line) => sum + line.win, 0);
    expect(outcome.win).toBe(lines + 200);
  });

  it('plays the stops the rng picks, one draw per reel over its strip length', () => {
    const rng = new ScriptedRng([0, 0, 0, 0, 0]);
    expect(slotEngine.play(rng, { betPerLine: 3 })).toEqual(settleSpin(3, [0, 0, 0, 0, 0]));
    expect(rng.limits).toEqual(STRIPS.map((strip) => strip.length));
    expect(slotEngine.describe(settleSpin(3, [0, 0, 0, 0, 0]))).toContain('line 8 4× bell 120');
  });

  it('refuses bad line bets with stable codes', () => {
    const play = (betPerLine: unknown) => () => slotEngine.play(new ScriptedRng([]), { betPerLine } as unknown as SlotInput);
    expect(refusal(play(0))).toBe('invalid_amount');
    expect(refusal(play(1.5))).toBe('invalid_amount');
    expect(refusal(play('5'))).toBe('invalid_amount');
    expect(refusal(play(501))).toBe('amount_above_max');
    expect(refusal(() => slotEngine.parseInput(null))).toBe('invalid_input');
    expect(slotEngine.parseInput({ betPerLine: 500, extra: 1 })).toEqual({ betPerLine: 500 });
  });
});

describe('slot rules', () => {
  it('states the exact RTP computed from the published tables', () => {
    const rtp = exactSlotRtp();
    expect(rtp.total * 100).toBeCloseTo(96.0848, 4);
    expect(rtp.lines * 100).toBeCloseTo(94.4404, 4);
    expect(rtp.stars * 100).toBeCloseTo(1.6444, 4);
    expect(slotEngine.rules.rtpPercent).toBe(Math.round(rtp.total * 10_000) / 100);
  });

  it('publishes a 5 × 3 window, 20 distinct lines and readable strips', () => {
    const { rules } = slotEngine;
    expect([rules.reels, rules.rows]).toEqual([5, ROWS]);
    expect(new Set(rules.paylines.map((line) => line.join())).size).toBe(20);
    expect(rules.strips.map((strip) => strip.length)).toEqual([32, 33, 33, 33, 32]);
    expect(rules.strips.every((strip) => strip.filter((s) => s === 'star').length === 1)).toBe(true);
    expect(rules.linePays.map((p) => p.symbol)).not.toContain('star');
    expect([rules.minBet, rules.maxBet, rules.demo]).toEqual([20, 10_000, true]);
  });
});
