import { describe, expect, it } from 'vitest';
import { EngineError } from './engine';
import { CHANCE_DENOMINATOR, FISH, fishEngine } from './fish';
import { ScriptedRng } from './scripted-rng';

function refusal(raw: unknown): string {
  try {
    fishEngine.parseInput(raw);
  } catch (error) {
    if (error instanceof EngineError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('fish hunter', () => {
  it('gives every fish an integer hit chance worth exactly 96.00%', () => {
    const { targets, rtpPercent, chanceDenominator } = fishEngine.rules;
    expect(targets.map((t) => t.fish)).toEqual([...FISH]);
    expect(targets.map((t) => t.multiplier)).toEqual([2, 3, 5, 10, 20, 50, 100]);
    for (const target of targets) {
      expect(Number.isInteger(target.hitChance)).toBe(true);
      expect((target.multiplier * target.hitChance * 100) / chanceDenominator).toBe(rtpPercent);
    }
    expect(rtpPercent).toBe(96);
  });

  it('captures on draws below the hit chance and misses from it on', () => {
    const shark = fishEngine.rules.targets.find((t) => t.fish === 'shark');
    expect(shark?.hitChance).toBe(480);
    const rng = new ScriptedRng([479, 480]);
    const hit = fishEngine.play(rng, { fish: 'shark', bullet: 25 });
    expect(hit).toEqual({ stake: 25, win: 500, details: { fish: 'shark', multiplier: 20, bullet: 25, hit: true } });
    expect(fishEngine.play(rng, { fish: 'shark', bullet: 25 }).win).toBe(0);
    expect(rng.limits).toEqual([CHANCE_DENOMINATOR, CHANCE_DENOMINATOR]);
    expect(fishEngine.describe(hit)).toBe('Fish Hunter: bullet 25 at shark (20×), captured, paid 500');
  });

  it('refuses bad fish and bullets with stable codes', () => {
    expect(refusal({ fish: 'mermaid', bullet: 10 })).toBe('invalid_selection');
    expect(refusal({ fish: 'toString', bullet: 10 })).toBe('invalid_selection');
    expect(refusal({ bullet: 10 })).toBe('invalid_selection');
    expect(refusal({ fish: 'whale', bullet: 9 })).toBe('amount_below_min');
    expect(refusal({ fish: 'whale', bullet: 10_001 })).toBe('amount_above_max');
    expect(refusal({ fish: 'whale', bullet: -10 })).toBe('invalid_amount');
    expect(refusal([])).toBe('invalid_input');
    expect(fishEngine.parseInput({ fish: 'dragon', bullet: 10 })).toEqual({ fish: 'dragon', bullet: 10 });
  });
});
