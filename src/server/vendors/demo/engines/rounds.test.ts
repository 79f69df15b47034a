import { describe, expect, it } from 'vitest';
import { EngineError } from './engine';
import { DEMO_ENGINES, isDemoGame, playRound, replayRound, type DemoGameCode, type RoundRecord } from './rounds';

const INPUTS: Record<DemoGameCode, unknown[]> = {
  'demo-slot-lucky-fives': [{ betPerLine: 1 }, { betPerLine: 25 }],
  'demo-baccarat': [{ bets: { banker: 100 } }, { bets: { player: 220, tie: 100 } }],
  'demo-fish-hunter': [{ fish: 'clownfish', bullet: 10 }, { fish: 'dragon', bullet: 50 }],
};

describe('demo rounds and recall', () => {
  it('files every engine under its own game code', () => {
    for (const [code, engine] of Object.entries(DEMO_ENGINES)) expect(engine.rules.code).toBe(code);
    expect(isDemoGame('demo-baccarat')).toBe(true);
    expect(isDemoGame('toString')).toBe(false);
  });

  it.each(Object.keys(INPUTS) as DemoGameCode[])('replays every %s round from its stored record', (game) => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const input = INPUTS[game][i % 2];
      const live = playRound(game, `round-${i}`, input);
      // The record goes through storage as JSON.
      const stored = JSON.parse(JSON.stringify(live.record)) as RoundRecord;
      const replay = replayRound(stored);
      expect(replay.outcome).toEqual(live.outcome);
      expect(replay.description).toBe(live.description);
      expect(live.record.input).toEqual(input);
      outcomes.add(JSON.stringify(live.outcome.details));
    }
    // Fresh seeds: the rounds are not all the same (a shot has only four possible outcomes here).
    expect(outcomes.size).toBeGreaterThanOrEqual(game === 'demo-fish-hunter' ? 3 : 50);
  });

  it('gives a different stream to another seed or another round id', () => {
    const live = playRound('demo-slot-lucky-fives', 'r-1', { betPerLine: 1 });
    const stops = (record: RoundRecord) => JSON.stringify(replayRound(record).outcome.details);
    const others = Array.from({ length: 5 }, (_, i) => stops({ ...live.record, roundId: `r-${i + 2}` }));
    expect(others.some((other) => other !== stops(live.record))).toBe(true);
  });

  it('refuses a bad input before drawing anything', () => {
    expect(() => playRound('demo-fish-hunter', 'r-1', { fish: 'shark', bullet: 0 })).toThrow(EngineError);
    expect(() => playRound('demo-baccarat', 'r-1', { bets: {} })).toThrow(expect.objectContaining({ code: 'no_bet' }));
  });
});
